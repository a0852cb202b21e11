# Regression positions from Kosumi's own lost games against GNU Go (GoGui gogui-regress format).
# Run: kosumi regress gtp-tests/blunders.tst   (paths below are relative to gtp-tests/)
#
# How they were chosen (session 5): the 13 games Kosumi lost in the two 100-game 9x9 matches
# against GNU Go 3.8 level 10 (README, Strength, the first two rows) were replayed in GNU Go
# (loadsgf, dragon_status) at every one of Kosumi's moves. A position is a case when a dragon was
# critical with Kosumi to move, Kosumi's move neither saved its own nor killed the opponent's,
# and after the reply the dragon was dead or captured (Kosumi's) or alive (GNU Go's). The
# expected moves are every empty point that saves or kills it by GNU Go's owl_does_defend /
# owl_does_attack (over every empty point), kept only where GNU Go's own top move (top_moves) is
# one of them, so the expectation is also the whole-board choice of a second engine; when the
# top move settles several critical dragons, the expected moves are those that settle all of
# them. At most two cases per game, the earliest. Each SGF holds the game up to the position;
# its comment lists the critical dragons, their saving or killing moves and what
# happened. This suite measures strength (TacticsSuiteTest reports its pass rate with a floor).

# game 19 (9x9, Kosumi Black), move 39: Kosumi played H6; expected: the moves that save C7 (GNU Go plays B8)
loadsgf blunders/g9e-19-39.sgf
10 reg_genmove black
#? [B8|C8|C9|D5]

# game 19 (9x9, Kosumi Black), move 45: Kosumi played B9; expected: the moves that save C7 (GNU Go plays C8)
loadsgf blunders/g9e-19-45.sgf
20 reg_genmove black
#? [C8]

# game 21 (9x9, Kosumi Black), move 13: Kosumi played F7; expected: the moves that kill C6 (GNU Go plays C8)
loadsgf blunders/g9e-21-13.sgf
30 reg_genmove black
#? [A3|A4|A5|A6|A7|B4|B5|C4|C8|C9]

# game 21 (9x9, Kosumi Black), move 37: Kosumi played C4; expected: the moves that kill F3 and save F2 (GNU Go plays H3)
loadsgf blunders/g9e-21-37.sgf
40 reg_genmove black
#? [F4|G4|H1|H3|H4|H5|J2|J3|J4|J5]

# game 73 (9x9, Kosumi Black), move 43: Kosumi played B9; expected: the moves that kill E8 (GNU Go plays D6)
loadsgf blunders/g9e-73-43.sgf
50 reg_genmove black
#? [D6]

# game 87 (9x9, Kosumi Black), move 37: Kosumi played F4; expected: H4, which saves G5, H6 and J5 and kills H5 (GNU Go plays H4, valued 36 points against 15 for F4). The one case outside the rule above: F4 did save a group (E7), but a smaller one
loadsgf blunders/g9e-87-37.sgf
60 reg_genmove black
#? [H4]

# game 87 (9x9, Kosumi Black), move 49: Kosumi played F6; expected: the moves that save H4 and save G2 (GNU Go plays H2)
loadsgf blunders/g9e-87-49.sgf
70 reg_genmove black
#? [H2]

# game 88 (9x9, Kosumi White), move 50: Kosumi played C2; expected: the moves that save E6 and save J3 (GNU Go plays H2)
loadsgf blunders/g9e-88-50.sgf
80 reg_genmove white
#? [H2|H3]

# game 90 (9x9, Kosumi White), move 14: Kosumi played A7; expected: the moves that save B6 (GNU Go plays C5)
loadsgf blunders/g9e-90-14.sgf
90 reg_genmove white
#? [A3|A4|A6|B1|B2|B3|B4|B5|C1|C2|C3|C4|C5|D1|D2|D3]

# game 90 (9x9, Kosumi White), move 22: Kosumi played C8; expected: the moves that kill C5 (GNU Go plays B4)
loadsgf blunders/g9e-90-22.sgf
100 reg_genmove white
#? [B4]

# game 92 (9x9, Kosumi White), move 12: Kosumi played H7; expected: the moves that save G5 (GNU Go plays G4)
loadsgf blunders/g9e-92-12.sgf
110 reg_genmove white
#? [G4]

# game 7 (9x9, Kosumi Black), move 31: Kosumi played H9; expected: the moves that kill B4 (GNU Go plays B3)
loadsgf blunders/g9o-7-31.sgf
120 reg_genmove black
#? [B3]

# game 7 (9x9, Kosumi Black), move 75: Kosumi played A8; expected: the moves that save G5 (GNU Go plays J3)
loadsgf blunders/g9o-7-75.sgf
130 reg_genmove black
#? [D6|F6|J3]

# game 27 (9x9, Kosumi Black), move 11: Kosumi played E5; expected: the moves that kill E8 (GNU Go plays D8)
loadsgf blunders/g9o-27-11.sgf
140 reg_genmove black
#? [D8]

# game 27 (9x9, Kosumi Black), move 27: Kosumi played C1; expected: the moves that save C2 (GNU Go plays D2)
loadsgf blunders/g9o-27-27.sgf
150 reg_genmove black
#? [D2]

# game 37 (9x9, Kosumi Black), move 61: Kosumi played A8; expected: the moves that save F4 (GNU Go plays G5)
loadsgf blunders/g9o-37-61.sgf
160 reg_genmove black
#? [D2|E2|G5]

# game 75 (9x9, Kosumi Black), move 37: Kosumi played H7; expected: the moves that save B5 and save C3 (GNU Go plays C4)
loadsgf blunders/g9o-75-37.sgf
170 reg_genmove black
#? [A3|C4|E2]
