from enum import StrEnum


class Affliction(StrEnum):
    COMBUST = "combust"
    DEBILITATED = "debilitated"
    ENEMYSIGN = "enemySign"
    LUMINARYCONJUNCTION = "luminaryConjunction"
    NODECONJUNCTION = "nodeConjunction"
    NODEINHARDHOUSE = "nodeInHardHouse"
    WEAKEST = "weakest"
    WEAKINDUSTHANA = "weakInDusthana"

    def __str__(self) -> str:
        return str(self.value)
