from enum import StrEnum


class Dignity(StrEnum):
    DEBILITATED = "debilitated"
    ENEMY = "enemy"
    EXALTED = "exalted"
    FRIEND = "friend"
    GREATENEMY = "greatEnemy"
    GREATFRIEND = "greatFriend"
    MOOLATRIKONA = "moolatrikona"
    NEUTRAL = "neutral"
    OWN = "own"

    def __str__(self) -> str:
        return str(self.value)
