"""What a human is asked on his turn, one prompt class per phase of a deal.

The game screen makes the prompt for the seat's observation
(:func:`prompt_for`), shows it in the :class:`ActionPanel`, and hands it the
clicks and keys until the seat has acted.
"""

from __future__ import annotations

from typing import Optional

from thousand_app.cards.engine import Decline, Observation, Phase

from thousand_app.ui.cards.screen_host import ScreenHost
from .panel import ActionPanel, key_name
from .prompt_base import Prompt
from .prompt_bidding import BiddingPrompt
from .prompt_claim import ClaimPrompt
from .prompt_passing import PassingPrompt
from .prompt_play import ContractPrompt, PlayPrompt, playable
from .prompt_take import TakePrompt



#: The prompt of each phase of a deal in which a human may be to act.
PROMPTS: dict[Phase, type[Prompt]] = {
    Phase.BIDDING: BiddingPrompt, Phase.TAKE: TakePrompt, Phase.PASSING: PassingPrompt,
    Phase.CONTRACT: ContractPrompt, Phase.PLAY: PlayPrompt,
}


def prompt_for(screen: ScreenHost, obs: Observation) -> Optional[Prompt]:
    """The prompt for the seat's turn in the phase the deal is in (None: nothing to ask); the
    opening claims (a ``Decline`` among the legal actions) in whatever phase."""
    if obs.legal_actions and isinstance(obs.legal_actions[0], Decline):
        return ClaimPrompt(screen, obs)
    kind = PROMPTS.get(obs.phase)
    return kind(screen, obs) if kind is not None else None


__all__ = ["ActionPanel", "BiddingPrompt", "ClaimPrompt", "ContractPrompt", "PassingPrompt",
           "PlayPrompt", "PROMPTS", "Prompt", "TakePrompt", "key_name", "playable", "prompt_for"]
