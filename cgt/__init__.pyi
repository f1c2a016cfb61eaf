"""The public names of cgt, for type checkers and for the lazy loader of
``cgt/__init__.py``, which reads this file: each name is imported from its
layer the first time it is used (a name added here is a name of ``cgt``)."""

from cgt.core import memo as memo
from cgt.core.caches import MemoryInfo as MemoryInfo
from cgt.core.caches import cache_info as cache_info
from cgt.core.caches import cache_limit as cache_limit
from cgt.core.caches import cache_statistics as cache_statistics
from cgt.core.caches import clear_caches as clear_caches
from cgt.core.caches import memory_info as memory_info
from cgt.core.caches import set_cache_limit as set_cache_limit
from cgt.core.outcome import Outcome as Outcome
from cgt.core.outcome import Player as Player
from cgt.core.outcome import Verdict as Verdict
from cgt.errors import CGTError as CGTError
from cgt.errors import ParseError as ParseError
from cgt.impartial import misere as misere
from cgt.impartial import periodicity as periodicity
from cgt.impartial.misere import Genus as Genus
from cgt.impartial.misere import genus as genus
from cgt.impartial.misere import misere_nim_value as misere_nim_value
from cgt.impartial.misere import misere_outcome as misere_outcome
from cgt.impartial.nim import mex as mex
from cgt.impartial.nim import nim_product as nim_product
from cgt.impartial.nim import nim_sum as nim_sum
from cgt.impartial.nimarith import NimDivisionByZero as NimDivisionByZero
from cgt.impartial.nimarith import nim_divide as nim_divide
from cgt.impartial.nimarith import nim_inverse as nim_inverse
from cgt.impartial.nimarith import nim_power as nim_power
from cgt.impartial.nimarith import nim_sqrt as nim_sqrt
from cgt.impartial.periodicity import Periodicity as Periodicity
from cgt.positions import graph as graph
from cgt.positions import grid as grid
from cgt.positions.kind import Kind as Kind
from cgt.positions.kind import position_kind as position_kind
from cgt.positions.loopy import LoopyPartizanPosition as LoopyPartizanPosition
from cgt.positions.loopy import LoopyPosition as LoopyPosition
from cgt.positions.picture import BoardStyle as BoardStyle
from cgt.positions.picture import Cell as Cell
from cgt.positions.position import ImpartialPosition as ImpartialPosition
from cgt.positions.position import LoopError as LoopError
from cgt.positions.position import Position as Position
from cgt.positions.position import SumPosition as SumPosition
from cgt.positions.retrograde import DRAW as DRAW
from cgt.positions.retrograde import LOSS as LOSS
from cgt.positions.retrograde import WIN as WIN
from cgt.positions.retrograde import Result as Result
from cgt.positions.retrograde import Solution as Solution
from cgt.positions.tables import clear_tables as clear_tables
from cgt.positions.tables import on_clear as on_clear
from cgt.theory.thermograph import Thermograph as Thermograph
from cgt.theory.trajectory import Trajectory as Trajectory
from cgt.values.game import Game as Game
from cgt.values.make import DOWN as DOWN
from cgt.values.make import UP as UP
from cgt.values.make import compare as compare
from cgt.values.make import game as game
from cgt.values.make import miny as miny
from cgt.values.make import nimber as nimber
from cgt.values.make import nimber_divide as nimber_divide
from cgt.values.make import nimber_product as nimber_product
from cgt.values.make import number as number
from cgt.values.make import nus as nus
from cgt.values.make import parse as parse
from cgt.values.make import pretty as pretty
from cgt.values.make import star as star
from cgt.values.make import switch as switch
from cgt.values.make import tiny as tiny
from cgt.values.make import up as up
from cgt.values.make import up_nth as up_nth
from cgt.values.make import up_sum as up_sum
from cgt.values.make import zero as zero

__all__: list[str]
__version__: str
