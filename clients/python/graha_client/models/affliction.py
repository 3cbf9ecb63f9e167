from enum import StrEnum


class Affliction(StrEnum):
    COMBUST = "combust"
    DEBILITATED = "debilitated"
    ENEMYSIGN = "enemySign"
    NODECONJUNCTION = "nodeConjunction"
    WEAKEST = "weakest"
    WEAKINDUSTHANA = "weakInDusthana"

    def __str__(self) -> str:
        return str(self.value)
