# Regression positions from Kosumi's own lost games against GNU Go and Pachi (GoGui gogui-regress format).
# Run: kosumi regress gtp-tests/blunders.tst   (paths below are relative to gtp-tests/)
#
# How they were chosen (2026-11-30, commit 97f2718): the 13 games Kosumi lost in the two 100-game
# 9x9 matches against GNU Go 3.8 level 10 (docs/strength.md) were replayed in GNU Go
# (loadsgf, dragon_status) at every one of Kosumi's moves. A position is a case when a dragon was
# critical with Kosumi to move, Kosumi's move neither saved its own nor killed the opponent's,
# and after the reply the dragon was dead or captured (Kosumi's) or alive (GNU Go's). The
# expected moves are every empty point that saves or kills it by GNU Go's owl_does_defend /
# owl_does_attack (over every empty point), kept only where GNU Go's own top move (top_moves) is
# one of them, so the expectation is also the whole-board choice of a second engine; when the
# top move settles several critical dragons, the expected moves are those that settle all of
# them. At most two cases per game, the earliest. Each SGF holds the game up to the position;
# its comment lists the critical dragons, their saving or killing moves and what
# happened. This suite measures strength (TacticsSuiteTest reports its pass count with a floor and
# a ceiling).
#
# That rule is now a tool, `kosumi blunders` (docs/tools.md; it finds the same cases as the first
# hand-run scripts in the games checked). Added with it (f81511b): the positions from the 111 games
# Kosumi lost in the two 100-game 9x9 matches against Pachi 12.90 (docs/strength.md, empty board
# and 50 balanced openings, 2026-11-30), still with GNU Go 3.8 level 10 as the judge:
#   kosumi blunders --games RUN/pachi9-empty --out gtp-tests/blunders --prefix p9e --first-id 200
#   kosumi blunders --games RUN/pachi9-openings --out gtp-tests/blunders --prefix p9o --first-id 850
# 65 cases from the 54 lost games from the empty board, 67 from the 57 lost from the openings.
# And from the 12 games lost in the two 50-game 13x13 matches against GNU Go (100ee96):
#   kosumi blunders --games RUN/gnugo13-empty --out gtp-tests/blunders --prefix g13e --first-id 1520
#   kosumi blunders --games RUN/gnugo13-openings --out gtp-tests/blunders --prefix g13o --first-id 1660
# 14 cases from the 7 lost from the empty board, 9 from the 5 lost from the openings.
# And from the first 5 games lost in the 19x19 match against GNU Go from the empty board
# (68e06fe; games 1, 2, 11, 16 and 17 of the 30-game run, 5 s per move):
#   kosumi blunders --games RUN/gnugo19-empty --out gtp-tests/blunders --prefix g19e --first-id 1750
# 10 cases.
# And from the 4 games lost in the 19x19 match against GNU Go from the balanced openings
# (220697b; games 13, 18, 22 and 23 of the 30-game run, 5 s per move):
#   kosumi blunders --games RUN/gnugo19-openings --out gtp-tests/blunders --prefix g19o --first-id 1850
# 8 cases.

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

# ---- Kosumi vs Pachi 12.90, 9x9, komi 7, 1 s per move, empty board (p9e) ----

# game 3 (9x9, Kosumi Black), move 37: Kosumi played A8; expected: the moves that kill B8 (GNU Go plays G8)
loadsgf blunders/p9e-3-37.sgf
200 reg_genmove black
#? [F7|G8]

# game 4 (9x9, Kosumi White), move 14: Kosumi played B4; expected: the moves that kill C4 (GNU Go plays C5)
loadsgf blunders/p9e-4-14.sgf
210 reg_genmove white
#? [B5|B6|C5|E8|F8]

# game 4 (9x9, Kosumi White), move 40: Kosumi played B8; expected: the moves that save C8 and save G8 and save D7 (GNU Go plays G9)
loadsgf blunders/p9e-4-40.sgf
220 reg_genmove white
#? [G9|J6]

# game 5 (9x9, Kosumi Black), move 21: Kosumi played E6; expected: the moves that save G7 and kill F6 (GNU Go plays E8)
loadsgf blunders/p9e-5-21.sgf
230 reg_genmove black
#? [E8]

# game 5 (9x9, Kosumi Black), move 31: Kosumi played F8; expected: the moves that save D3 and kill E3 and kill B2 and save E2 (GNU Go plays G2)
loadsgf blunders/p9e-5-31.sgf
240 reg_genmove black
#? [G2]

# game 11 (9x9, Kosumi Black), move 11: Kosumi played B5; expected: the moves that kill B6 (GNU Go plays B7)
loadsgf blunders/p9e-11-11.sgf
250 reg_genmove black
#? [B7|B8]

# game 11 (9x9, Kosumi Black), move 21: Kosumi played C3; expected: the moves that kill D4 (GNU Go plays C4)
loadsgf blunders/p9e-11-21.sgf
260 reg_genmove black
#? [B1|B4|C4]

# game 12 (9x9, Kosumi White), move 40: Kosumi played G9; expected: the moves that save H4 (GNU Go plays J4)
loadsgf blunders/p9e-12-40.sgf
270 reg_genmove white
#? [D1|E1|F1|G3|J4]

# game 13 (9x9, Kosumi Black), move 39: Kosumi played J2; expected: the moves that kill F5 (GNU Go plays H6)
loadsgf blunders/p9e-13-39.sgf
280 reg_genmove black
#? [H6]

# game 13 (9x9, Kosumi Black), move 47: Kosumi played F8; expected: the moves that save B3 (GNU Go plays A4)
loadsgf blunders/p9e-13-47.sgf
290 reg_genmove black
#? [A3|A4|B1|D1]

# game 14 (9x9, Kosumi White), move 24: Kosumi played B4; expected: the moves that save D7 (GNU Go plays H5)
loadsgf blunders/p9e-14-24.sgf
300 reg_genmove white
#? [H5]

# game 15 (9x9, Kosumi Black), move 11: Kosumi played G6; expected: the moves that kill E7 (GNU Go plays G7)
loadsgf blunders/p9e-15-11.sgf
310 reg_genmove black
#? [G7]

# game 15 (9x9, Kosumi Black), move 43: Kosumi played C9; expected: the moves that kill C8 (GNU Go plays J8)
loadsgf blunders/p9e-15-43.sgf
320 reg_genmove black
#? [F8|J8]

# game 17 (9x9, Kosumi Black), move 9: Kosumi played B7; expected: the moves that kill E8 (GNU Go plays D8)
loadsgf blunders/p9e-17-9.sgf
330 reg_genmove black
#? [C8|C9|D8|E9|G7|H5|H6|H7|H8|H9|J5|J6]

# game 20 (9x9, Kosumi White), move 10: Kosumi played B5; expected: the moves that kill B6 (GNU Go plays B7)
loadsgf blunders/p9e-20-10.sgf
340 reg_genmove white
#? [B7|B8]

# game 20 (9x9, Kosumi White), move 22: Kosumi played F8; expected: the moves that save H4 (GNU Go plays H5)
loadsgf blunders/p9e-20-22.sgf
350 reg_genmove white
#? [H5|H6|J5]

# game 23 (9x9, Kosumi Black), move 53: Kosumi played J8; expected: the moves that save B8 (GNU Go plays B7)
loadsgf blunders/p9e-23-53.sgf
360 reg_genmove black
#? [A5|A7|B6|B7]

# game 25 (9x9, Kosumi Black), move 9: Kosumi played E3; expected: the moves that kill C3 (GNU Go plays D2)
loadsgf blunders/p9e-25-9.sgf
370 reg_genmove black
#? [D2|G2]

# game 25 (9x9, Kosumi Black), move 25: Kosumi played D6; expected: the moves that kill C3 (GNU Go plays B3)
loadsgf blunders/p9e-25-25.sgf
380 reg_genmove black
#? [A2|A3|A4|B3|C1|E1|H1]

# game 27 (9x9, Kosumi Black), move 7: Kosumi played E4; expected: the moves that save F3 (GNU Go plays G3)
loadsgf blunders/p9e-27-7.sgf
390 reg_genmove black
#? [G3]

# game 27 (9x9, Kosumi Black), move 21: Kosumi played D5; expected: the moves that kill F4 (GNU Go plays G1)
loadsgf blunders/p9e-27-21.sgf
400 reg_genmove black
#? [F1|F5|G1|G5|H1|H2|J2|J3|J4|J5]

# game 28 (9x9, Kosumi White), move 46: Kosumi played B3; expected: the moves that save A5 and save C5 (GNU Go plays A6)
loadsgf blunders/p9e-28-46.sgf
410 reg_genmove white
#? [A6]

# game 29 (9x9, Kosumi Black), move 7: Kosumi played F2; expected: the moves that kill B5 (GNU Go plays B6)
loadsgf blunders/p9e-29-7.sgf
420 reg_genmove black
#? [B4|B6]

# game 31 (9x9, Kosumi Black), move 9: Kosumi played C7; expected: the moves that kill E8 (GNU Go plays D8)
loadsgf blunders/p9e-31-9.sgf
430 reg_genmove black
#? [D8]

# game 31 (9x9, Kosumi Black), move 15: Kosumi played H6; expected: the moves that kill E8 (GNU Go plays D8)
loadsgf blunders/p9e-31-15.sgf
440 reg_genmove black
#? [D8|D9]

# game 33 (9x9, Kosumi Black), move 19: Kosumi played F5; expected: the moves that save E9 and save F8 (GNU Go plays F9)
loadsgf blunders/p9e-33-19.sgf
450 reg_genmove black
#? [F9]

# game 33 (9x9, Kosumi Black), move 33: Kosumi played C8; expected: the moves that save E9 and save F8 and save G7 (GNU Go plays G9)
loadsgf blunders/p9e-33-33.sgf
460 reg_genmove black
#? [G9]

# game 36 (9x9, Kosumi White), move 14: Kosumi played E2; expected: the moves that kill E3 (GNU Go plays F3)
loadsgf blunders/p9e-36-14.sgf
470 reg_genmove white
#? [F3]

# game 36 (9x9, Kosumi White), move 50: Kosumi played F9; expected: the moves that save C8 and kill D8 and save E8 (GNU Go plays D9)
loadsgf blunders/p9e-36-50.sgf
480 reg_genmove white
#? [D9|E9]

# game 41 (9x9, Kosumi Black), move 49: Kosumi played D6; expected: the moves that save E6 and save G3 (GNU Go plays H3)
loadsgf blunders/p9e-41-49.sgf
490 reg_genmove black
#? [H3]

# game 42 (9x9, Kosumi White), move 14: Kosumi played F6; expected: the moves that kill D3 and save E3 (GNU Go plays D2)
loadsgf blunders/p9e-42-14.sgf
500 reg_genmove white
#? [D1|D2|E1|E2|F2|G2]

# game 42 (9x9, Kosumi White), move 18: Kosumi played C6; expected: the moves that save D5 (GNU Go plays C5)
loadsgf blunders/p9e-42-18.sgf
510 reg_genmove white
#? [B5|B6|C5|G4|G5]

# game 46 (9x9, Kosumi White), move 22: Kosumi played J6; expected: the moves that kill F8 and save G7 (GNU Go plays G8)
loadsgf blunders/p9e-46-22.sgf
520 reg_genmove white
#? [G8]

# game 46 (9x9, Kosumi White), move 26: Kosumi played E7; expected: the moves that kill H9 and save G8 (GNU Go plays G9)
loadsgf blunders/p9e-46-26.sgf
530 reg_genmove white
#? [G9]

# game 47 (9x9, Kosumi Black), move 37: Kosumi played B7; expected: the moves that kill D8 (GNU Go plays B8)
loadsgf blunders/p9e-47-37.sgf
540 reg_genmove black
#? [B8]

# game 47 (9x9, Kosumi Black), move 43: Kosumi played G1; expected: the moves that save C5 (GNU Go plays D1)
loadsgf blunders/p9e-47-43.sgf
550 reg_genmove black
#? [A2|A3|A4|B2|B9|D1|D9|E8]

# game 48 (9x9, Kosumi White), move 42: Kosumi played G7; expected: the moves that kill E6 (GNU Go plays D9)
loadsgf blunders/p9e-48-42.sgf
560 reg_genmove white
#? [D9]

# game 50 (9x9, Kosumi White), move 56: Kosumi played C2; expected: the moves that kill F9 (GNU Go plays H1)
loadsgf blunders/p9e-50-56.sgf
570 reg_genmove white
#? [H1]

# game 51 (9x9, Kosumi Black), move 19: Kosumi played C7; expected: the moves that save G8 (GNU Go plays J7)
loadsgf blunders/p9e-51-19.sgf
580 reg_genmove black
#? [D8|E9|F9|H7|J5|J6|J7|J8]

# game 53 (9x9, Kosumi Black), move 21: Kosumi played F4; expected: the moves that save D7 and kill D5 (GNU Go plays D2)
loadsgf blunders/p9e-53-21.sgf
590 reg_genmove black
#? [B3|D2]

# game 55 (9x9, Kosumi Black), move 9: Kosumi played F7; expected: the moves that kill H7 (GNU Go plays H5)
loadsgf blunders/p9e-55-9.sgf
600 reg_genmove black
#? [H5|J5]

# game 55 (9x9, Kosumi Black), move 37: Kosumi played E6; expected: the moves that save D6 and save E3 (GNU Go plays F6)
loadsgf blunders/p9e-55-37.sgf
610 reg_genmove black
#? [F2|F4|F6]

# game 56 (9x9, Kosumi White), move 26: Kosumi played B6; expected: the moves that save H3 (GNU Go plays G3)
loadsgf blunders/p9e-56-26.sgf
620 reg_genmove white
#? [F2|G1|G2|G3|H1|H2|J2|J3]

# game 56 (9x9, Kosumi White), move 40: Kosumi played F5; expected: the moves that save A6 (GNU Go plays C4)
loadsgf blunders/p9e-56-40.sgf
630 reg_genmove white
#? [A2|A3|A4|B3|B4|C4|C5]

# game 59 (9x9, Kosumi Black), move 7: Kosumi played E8; expected: the moves that kill C7 (GNU Go plays C5)
loadsgf blunders/p9e-59-7.sgf
640 reg_genmove black
#? [B6|C5]

# game 59 (9x9, Kosumi Black), move 25: Kosumi played C3; expected: the moves that save C8 (GNU Go plays D8)
loadsgf blunders/p9e-59-25.sgf
650 reg_genmove black
#? [D8|D9]

# game 62 (9x9, Kosumi White), move 32: Kosumi played D9; expected: the moves that save D8 (GNU Go plays E9)
loadsgf blunders/p9e-62-32.sgf
660 reg_genmove white
#? [E9]

# game 64 (9x9, Kosumi White), move 16: Kosumi played F6; expected: the moves that kill E3 (GNU Go plays D3)
loadsgf blunders/p9e-64-16.sgf
670 reg_genmove white
#? [D3]

# game 65 (9x9, Kosumi Black), move 21: Kosumi played C7; expected: the moves that kill G5 and kill G3 and save H2 (GNU Go plays F1)
loadsgf blunders/p9e-65-21.sgf
680 reg_genmove black
#? [F1]

# game 65 (9x9, Kosumi Black), move 33: Kosumi played B9; expected: the moves that kill A8 and save C7 (GNU Go plays A7)
loadsgf blunders/p9e-65-33.sgf
690 reg_genmove black
#? [A7]

# game 68 (9x9, Kosumi White), move 26: Kosumi played C8; expected: the moves that kill E3 (GNU Go plays F3)
loadsgf blunders/p9e-68-26.sgf
700 reg_genmove white
#? [F3|G2|G3|H2|H3|H4|J2]

# game 78 (9x9, Kosumi White), move 14: Kosumi played H5; expected: the moves that kill G5 (GNU Go plays G6)
loadsgf blunders/p9e-78-14.sgf
710 reg_genmove white
#? [G6]

# game 78 (9x9, Kosumi White), move 30: Kosumi played G7; expected: the moves that save B5 and kill B4 and save C4 (GNU Go plays A4)
loadsgf blunders/p9e-78-30.sgf
720 reg_genmove white
#? [A4]

# game 80 (9x9, Kosumi White), move 14: Kosumi played H5; expected: the moves that kill G5 (GNU Go plays G4)
loadsgf blunders/p9e-80-14.sgf
730 reg_genmove white
#? [G4]

# game 80 (9x9, Kosumi White), move 26: Kosumi played H3; expected: the moves that kill B6 and save B5 (GNU Go plays B4)
loadsgf blunders/p9e-80-26.sgf
740 reg_genmove white
#? [A6|B4|B7]

# game 81 (9x9, Kosumi Black), move 9: Kosumi played F8; expected: the moves that kill H4 (GNU Go plays H6)
loadsgf blunders/p9e-81-9.sgf
750 reg_genmove black
#? [H5|H6|J6]

# game 81 (9x9, Kosumi Black), move 21: Kosumi played F3; expected: the moves that kill G3 (GNU Go plays H6)
loadsgf blunders/p9e-81-21.sgf
760 reg_genmove black
#? [H5|H6]

# game 88 (9x9, Kosumi White), move 42: Kosumi played A2; expected: the moves that kill E3 and save B2 and kill B1 (GNU Go plays C1)
loadsgf blunders/p9e-88-42.sgf
770 reg_genmove white
#? [C1]

# game 90 (9x9, Kosumi White), move 12: Kosumi played G3; expected: the moves that save F6 (GNU Go plays G7)
loadsgf blunders/p9e-90-12.sgf
780 reg_genmove white
#? [G7]

# game 90 (9x9, Kosumi White), move 20: Kosumi played G5; expected: the moves that save F6 (GNU Go plays G6)
loadsgf blunders/p9e-90-20.sgf
790 reg_genmove white
#? [G6]

# game 91 (9x9, Kosumi Black), move 27: Kosumi played F8; expected: the moves that kill D4 and save F4 (GNU Go plays C4)
loadsgf blunders/p9e-91-27.sgf
800 reg_genmove black
#? [A2|A3|A4|B1|B2|B3|B4|B5|C2|C3|C4|D2|D3|D5|E2]

# game 91 (9x9, Kosumi Black), move 43: Kosumi played D1; expected: the moves that kill C7 and kill E7 and save C5 (GNU Go plays C6)
loadsgf blunders/p9e-91-43.sgf
810 reg_genmove black
#? [C6]

# game 98 (9x9, Kosumi White), move 38: Kosumi played A3; expected: the moves that save B7 (GNU Go plays A8)
loadsgf blunders/p9e-98-38.sgf
820 reg_genmove white
#? [A8]

# game 100 (9x9, Kosumi White), move 26: Kosumi played E2; expected: the moves that save G6 (GNU Go plays G7)
loadsgf blunders/p9e-100-26.sgf
830 reg_genmove white
#? [G7|H8]

# game 100 (9x9, Kosumi White), move 38: Kosumi played H6; expected: the moves that save H8 and save H5 (GNU Go plays H7)
loadsgf blunders/p9e-100-38.sgf
840 reg_genmove white
#? [H7|J6]

# ---- Kosumi vs Pachi 12.90, 9x9, komi 7, 1 s per move, 50 balanced openings (p9o) ----

# game 1 (9x9, Kosumi Black), move 39: Kosumi played A7; expected: the moves that kill D5 and save G5 (GNU Go plays D6)
loadsgf blunders/p9o-1-39.sgf
850 reg_genmove black
#? [D6]

# game 2 (9x9, Kosumi White), move 16: Kosumi played E8; expected: the moves that save H4 (GNU Go plays H2)
loadsgf blunders/p9o-2-16.sgf
860 reg_genmove white
#? [E1|F4|H1|H2|J2]

# game 2 (9x9, Kosumi White), move 28: Kosumi played G9; expected: the moves that save H4 (GNU Go plays H2)
loadsgf blunders/p9o-2-28.sgf
870 reg_genmove white
#? [E1|F4|F5|H1|H2|J2]

# game 6 (9x9, Kosumi White), move 18: Kosumi played B6; expected: the moves that kill B7 (GNU Go plays D8)
loadsgf blunders/p9o-6-18.sgf
880 reg_genmove white
#? [D8]

# game 6 (9x9, Kosumi White), move 38: Kosumi played F6; expected: the moves that save D7 (GNU Go plays E7)
loadsgf blunders/p9o-6-38.sgf
890 reg_genmove white
#? [E7]

# game 7 (9x9, Kosumi Black), move 37: Kosumi played H9; expected: the moves that save J8 and save H7 and kill J7 (GNU Go plays J6)
loadsgf blunders/p9o-7-37.sgf
900 reg_genmove black
#? [J6]

# game 7 (9x9, Kosumi Black), move 49: Kosumi played B1; expected: the moves that save C8 (GNU Go plays B7)
loadsgf blunders/p9o-7-49.sgf
910 reg_genmove black
#? [A3|A5|A6|A8|B7|J3]

# game 8 (9x9, Kosumi White), move 72: Kosumi played A8; expected: the moves that kill C9 (GNU Go plays H7)
loadsgf blunders/p9o-8-72.sgf
920 reg_genmove white
#? [C4|C6|D5|E2|F1|H7|J9]

# game 11 (9x9, Kosumi Black), move 25: Kosumi played H1; expected: the moves that kill G5 (GNU Go plays H3)
loadsgf blunders/p9o-11-25.sgf
930 reg_genmove black
#? [H3]

# game 11 (9x9, Kosumi Black), move 51: Kosumi played J7; expected: the moves that kill E8 (GNU Go plays H7)
loadsgf blunders/p9o-11-51.sgf
940 reg_genmove black
#? [D8|H7|J5]

# game 12 (9x9, Kosumi White), move 8: Kosumi played C7; expected: the moves that save G5 (GNU Go plays G4)
loadsgf blunders/p9o-12-8.sgf
950 reg_genmove white
#? [F3|G4|G7|H3|H4|H5|H6|H7|J2|J5|J6]

# game 14 (9x9, Kosumi White), move 14: Kosumi played D5; expected: the moves that kill F3 (GNU Go plays G2)
loadsgf blunders/p9o-14-14.sgf
960 reg_genmove white
#? [D3|F5|G2|H1|H3|H4|H5|J2]

# game 14 (9x9, Kosumi White), move 20: Kosumi played E2; expected: the moves that save G8 and kill G7 (GNU Go plays H7)
loadsgf blunders/p9o-14-20.sgf
970 reg_genmove white
#? [F5|F6|F9|H3|H4|H7|H8|H9|J5|J7]

# game 20 (9x9, Kosumi White), move 10: Kosumi played C4; expected: the moves that save D8 (GNU Go plays C8)
loadsgf blunders/p9o-20-10.sgf
980 reg_genmove white
#? [A7|A8|A9|B6|B7|B8|B9|C8|D9|E6|F5|F6|F8|G4|G5|G6|G7|G8|H5|H6|H7|H8|H9|J6|J8]

# game 20 (9x9, Kosumi White), move 14: Kosumi played F8; expected: the moves that save D8 (GNU Go plays C8)
loadsgf blunders/p9o-20-14.sgf
990 reg_genmove white
#? [A6|A7|B6|B7|C8|F9|H7]

# game 21 (9x9, Kosumi Black), move 11: Kosumi played D6; expected: the moves that save G6 (GNU Go plays G7)
loadsgf blunders/p9o-21-11.sgf
1000 reg_genmove black
#? [G7]

# game 21 (9x9, Kosumi Black), move 31: Kosumi played H7; expected: the moves that save F8 (GNU Go plays G9)
loadsgf blunders/p9o-21-31.sgf
1010 reg_genmove black
#? [G9]

# game 22 (9x9, Kosumi White), move 22: Kosumi played G2; expected: the moves that kill F3 (GNU Go plays G3)
loadsgf blunders/p9o-22-22.sgf
1020 reg_genmove white
#? [G3]

# game 22 (9x9, Kosumi White), move 34: Kosumi played J2; expected: the moves that save D5 and save C3 (GNU Go plays B2)
loadsgf blunders/p9o-22-34.sgf
1030 reg_genmove white
#? [A5|A6|B2|B3|B4|B5|B6|C1|C4|C5]

# game 23 (9x9, Kosumi Black), move 21: Kosumi played E5; expected: the moves that kill G5 and save F3 (GNU Go plays E3)
loadsgf blunders/p9o-23-21.sgf
1040 reg_genmove black
#? [E3]

# game 34 (9x9, Kosumi White), move 34: Kosumi played A6; expected: the moves that kill D8 (GNU Go plays B9)
loadsgf blunders/p9o-34-34.sgf
1050 reg_genmove white
#? [A7|B9|C9]

# game 34 (9x9, Kosumi White), move 36: Kosumi played G2; expected: the moves that kill G6 (GNU Go plays H4)
loadsgf blunders/p9o-34-36.sgf
1060 reg_genmove white
#? [H4]

# game 35 (9x9, Kosumi Black), move 9: Kosumi played F5; expected: the moves that save E3 and save G3 (GNU Go plays F2)
loadsgf blunders/p9o-35-9.sgf
1070 reg_genmove black
#? [F2]

# game 35 (9x9, Kosumi Black), move 19: Kosumi played H5; expected: the moves that kill F7 (GNU Go plays H6)
loadsgf blunders/p9o-35-19.sgf
1080 reg_genmove black
#? [H6]

# game 37 (9x9, Kosumi Black), move 45: Kosumi played G5; expected: the moves that save D4 and kill B1 and kill D1 (GNU Go plays E1)
loadsgf blunders/p9o-37-45.sgf
1090 reg_genmove black
#? [E1]

# game 38 (9x9, Kosumi White), move 6: Kosumi played F6; expected: the moves that save E7 (GNU Go plays F8)
loadsgf blunders/p9o-38-6.sgf
1100 reg_genmove white
#? [B7|C5|C7|D5|D6|D7|D8|E6|E8|F8|G7]

# game 38 (9x9, Kosumi White), move 26: Kosumi played B7; expected: the moves that kill E6 (GNU Go plays C8)
loadsgf blunders/p9o-38-26.sgf
1110 reg_genmove white
#? [C8]

# game 39 (9x9, Kosumi Black), move 13: Kosumi played D6; expected: the moves that save G8 (GNU Go plays H7)
loadsgf blunders/p9o-39-13.sgf
1120 reg_genmove black
#? [E6|F5|G4|G5|H7]

# game 40 (9x9, Kosumi White), move 42: Kosumi played G9; expected: the moves that save B6 (GNU Go plays B5)
loadsgf blunders/p9o-40-42.sgf
1130 reg_genmove white
#? [B5]

# game 40 (9x9, Kosumi White), move 50: Kosumi played H4; expected: the moves that save F8 and save C5 and kill D5 (GNU Go plays D1)
loadsgf blunders/p9o-40-50.sgf
1140 reg_genmove white
#? [B1|D1|E4]

# game 41 (9x9, Kosumi Black), move 15: Kosumi played H7; expected: the moves that kill E8 (GNU Go plays H6)
loadsgf blunders/p9o-41-15.sgf
1150 reg_genmove black
#? [G9|H6|J8]

# game 41 (9x9, Kosumi Black), move 29: Kosumi played H4; expected: the moves that save B3 (GNU Go plays B4)
loadsgf blunders/p9o-41-29.sgf
1160 reg_genmove black
#? [A2|A5|A6|B4|B5]

# game 42 (9x9, Kosumi White), move 42: Kosumi played B6; expected: the moves that kill H8 and kill H2 (GNU Go plays H3)
loadsgf blunders/p9o-42-42.sgf
1170 reg_genmove white
#? [H3]

# game 43 (9x9, Kosumi Black), move 9: Kosumi played D4; expected: the moves that kill D3 (GNU Go plays D1)
loadsgf blunders/p9o-43-9.sgf
1180 reg_genmove black
#? [A2|B1|B2|B3|C2|D1]

# game 43 (9x9, Kosumi Black), move 19: Kosumi played C3; expected: the moves that kill E8 and save D7 (GNU Go plays D8)
loadsgf blunders/p9o-43-19.sgf
1190 reg_genmove black
#? [C8|D8]

# game 44 (9x9, Kosumi White), move 54: Kosumi played E2; expected: the moves that kill H8 (GNU Go plays A3)
loadsgf blunders/p9o-44-54.sgf
1200 reg_genmove white
#? [A3|G9|J3]

# game 48 (9x9, Kosumi White), move 32: Kosumi played G7; expected: the moves that save G3 (GNU Go plays E3)
loadsgf blunders/p9o-48-32.sgf
1210 reg_genmove white
#? [B3|C2|C3|D1|D2|D3|D4|E1|E2|E3|E4|F1|F2|F3|G1|H1|J1|J2]

# game 48 (9x9, Kosumi White), move 60: Kosumi played D3; expected: the moves that kill G1 (GNU Go plays H1)
loadsgf blunders/p9o-48-60.sgf
1220 reg_genmove white
#? [H1]

# game 49 (9x9, Kosumi Black), move 29: Kosumi played E7; expected: the moves that kill F5 and save C3 and save E2 (GNU Go plays F2)
loadsgf blunders/p9o-49-29.sgf
1230 reg_genmove black
#? [F2]

# game 49 (9x9, Kosumi Black), move 31: Kosumi played C7; expected: the moves that save C3 and save E2 (GNU Go plays F2)
loadsgf blunders/p9o-49-31.sgf
1240 reg_genmove black
#? [B2|C2|D2|E1|F1|F2|H1|H2|J2]

# game 55 (9x9, Kosumi Black), move 17: Kosumi played B6; expected: the moves that kill E6 (GNU Go plays E8)
loadsgf blunders/p9o-55-17.sgf
1250 reg_genmove black
#? [E8|F7]

# game 55 (9x9, Kosumi Black), move 51: Kosumi played B5; expected: the moves that save D6 and kill A4 and kill B3 and save B2 (GNU Go plays C3)
loadsgf blunders/p9o-55-51.sgf
1260 reg_genmove black
#? [A2|C2|C3]

# game 56 (9x9, Kosumi White), move 28: Kosumi played B8; expected: the moves that save F3 (GNU Go plays C2)
loadsgf blunders/p9o-56-28.sgf
1270 reg_genmove white
#? [A2|A3|B1|B2|B3|B4|C1|C2|E1|F1|F5|G4|H1|H4|H5|J1|J2|J3|J5]

# game 56 (9x9, Kosumi White), move 60: Kosumi played A4; expected: the moves that save D6 (GNU Go plays C6)
loadsgf blunders/p9o-56-60.sgf
1280 reg_genmove white
#? [C6]

# game 58 (9x9, Kosumi White), move 14: Kosumi played H5; expected: the moves that save F7 (GNU Go plays G7)
loadsgf blunders/p9o-58-14.sgf
1290 reg_genmove white
#? [D7|D8|E7|E8|G7|H4|H9]

# game 60 (9x9, Kosumi White), move 12: Kosumi played B3; expected: the moves that save C5 (GNU Go plays B5)
loadsgf blunders/p9o-60-12.sgf
1300 reg_genmove white
#? [B5]

# game 62 (9x9, Kosumi White), move 26: Kosumi played J5; expected: the moves that save B4 (GNU Go plays B5)
loadsgf blunders/p9o-62-26.sgf
1310 reg_genmove white
#? [A4|A5|B5|B6|D7]

# game 62 (9x9, Kosumi White), move 38: Kosumi played H3; expected: the moves that save E3 (GNU Go plays G2)
loadsgf blunders/p9o-62-38.sgf
1320 reg_genmove white
#? [G2]

# game 63 (9x9, Kosumi Black), move 39: Kosumi played H8; expected: the moves that kill F8 (GNU Go plays F5)
loadsgf blunders/p9o-63-39.sgf
1330 reg_genmove black
#? [D4|D6|E3|F5]

# game 64 (9x9, Kosumi White), move 18: Kosumi played A3; expected: the moves that kill C5 (GNU Go plays B6)
loadsgf blunders/p9o-64-18.sgf
1340 reg_genmove white
#? [B6]

# game 67 (9x9, Kosumi Black), move 33: Kosumi played H6; expected: the moves that save G7 and save H5 (GNU Go plays H7)
loadsgf blunders/p9o-67-33.sgf
1350 reg_genmove black
#? [H7]

# game 69 (9x9, Kosumi Black), move 17: Kosumi played D8; expected: the moves that save E5 (GNU Go plays F4)
loadsgf blunders/p9o-69-17.sgf
1360 reg_genmove black
#? [D4|D5|E4|F4]

# game 73 (9x9, Kosumi Black), move 19: Kosumi played D7; expected: the moves that save E4 and kill G4 and kill F3 (GNU Go plays G3)
loadsgf blunders/p9o-73-19.sgf
1370 reg_genmove black
#? [D5|E1|E6|F1|F2|G1|G2|G3|H1|H3]

# game 73 (9x9, Kosumi Black), move 39: Kosumi played F2; expected: the moves that save A7 and kill C7 and save B6 (GNU Go plays B7)
loadsgf blunders/p9o-73-39.sgf
1380 reg_genmove black
#? [B7]

# game 74 (9x9, Kosumi White), move 16: Kosumi played D4; expected: the moves that save G4 (GNU Go plays G2)
loadsgf blunders/p9o-74-16.sgf
1390 reg_genmove white
#? [E2|F2|F3|G2|H2]

# game 74 (9x9, Kosumi White), move 30: Kosumi played B6; expected: the moves that kill C5 and save C3 (GNU Go plays A3)
loadsgf blunders/p9o-74-30.sgf
1400 reg_genmove white
#? [A3]

# game 75 (9x9, Kosumi Black), move 7: Kosumi played E5; expected: the moves that save D6 (GNU Go plays D7)
loadsgf blunders/p9o-75-7.sgf
1410 reg_genmove black
#? [D7|E6|E7|E8|F7|F8]

# game 77 (9x9, Kosumi Black), move 29: Kosumi played E1; expected: the moves that save D8 and kill C7 (GNU Go plays D7)
loadsgf blunders/p9o-77-29.sgf
1420 reg_genmove black
#? [B5|B6|C5|C8|D7]

# game 78 (9x9, Kosumi White), move 32: Kosumi played B9; expected: the moves that save B6 and save C5 (GNU Go plays B5)
loadsgf blunders/p9o-78-32.sgf
1430 reg_genmove white
#? [B5]

# game 80 (9x9, Kosumi White), move 46: Kosumi played B2; expected: the moves that save D2 (GNU Go plays F1)
loadsgf blunders/p9o-80-46.sgf
1440 reg_genmove white
#? [D1|F1]

# game 80 (9x9, Kosumi White), move 56: Kosumi played J3; expected: the moves that save F9 (GNU Go plays G9)
loadsgf blunders/p9o-80-56.sgf
1450 reg_genmove white
#? [G9]

# game 81 (9x9, Kosumi Black), move 9: Kosumi played C5; expected: the moves that save G2 (GNU Go plays D4)
loadsgf blunders/p9o-81-9.sgf
1460 reg_genmove black
#? [C3|D1|D2|D4|E1|E4|E6|F1|F4|F5|F6|G1|G3|G4|G5|G6|G7|H1|H2|H3|H4|H5|H6|J2|J3|J4|J5]

# game 81 (9x9, Kosumi Black), move 21: Kosumi played H7; expected: the moves that kill C8 and save C7 (GNU Go plays E8)
loadsgf blunders/p9o-81-21.sgf
1470 reg_genmove black
#? [B7|E8]

# game 87 (9x9, Kosumi Black), move 21: Kosumi played H1; expected: the moves that kill E4 (GNU Go plays G2)
loadsgf blunders/p9o-87-21.sgf
1480 reg_genmove black
#? [G1|G2]

# game 97 (9x9, Kosumi Black), move 11: Kosumi played C2; expected: the moves that kill D3 and save E3 (GNU Go plays E2)
loadsgf blunders/p9o-97-11.sgf
1490 reg_genmove black
#? [E2]

# game 100 (9x9, Kosumi White), move 14: Kosumi played F4; expected: the moves that kill D3 (GNU Go plays D2)
loadsgf blunders/p9o-100-14.sgf
1500 reg_genmove white
#? [A2|B1|B2|B3|C2|C3|D1|D2|E2|F2]

# game 100 (9x9, Kosumi White), move 36: Kosumi played F8; expected: the moves that save F6 and kill H6 (GNU Go plays H7)
loadsgf blunders/p9o-100-36.sgf
1510 reg_genmove white
#? [H7]

# ---- Kosumi vs GNU Go 3.8 level 10, 13x13, komi 7.5, 2 s per move, empty board (g13e) ----

# game 2 (13x13, Kosumi White), move 34: Kosumi played G11; expected: the moves that kill H11 and kill K11 (GNU Go plays J12)
loadsgf blunders/g13e-2-34.sgf
1520 reg_genmove white
#? [G12|J12]

# game 2 (13x13, Kosumi White), move 46: Kosumi played H13; expected: the moves that kill K11 (GNU Go plays N10)
loadsgf blunders/g13e-2-46.sgf
1530 reg_genmove white
#? [N10]

# game 10 (13x13, Kosumi White), move 14: Kosumi played F8; expected: the moves that kill J3 (GNU Go plays J2)
loadsgf blunders/g13e-10-14.sgf
1540 reg_genmove white
#? [D2|E1|E2|E3|F1|F2|F4|G1|G2|G3|G4|H1|H2|J1|J2|J4|K1|K2|K3|K4|L1|L2|L3|L5|M2|M3|M4|N3]

# game 10 (13x13, Kosumi White), move 20: Kosumi played K7; expected: the moves that kill J3 (GNU Go plays J2)
loadsgf blunders/g13e-10-20.sgf
1550 reg_genmove white
#? [D2|E1|E2|F1|F2|F4|G1|G2|G3|G4|H1|H2|J1|J2|J4|K1|K2|K3|K4|L1|L2|L3|M2|M3|M4|N3]

# game 19 (13x13, Kosumi Black), move 19: Kosumi played G9; expected: the moves that kill H8 (GNU Go plays J8)
loadsgf blunders/g13e-19-19.sgf
1560 reg_genmove black
#? [J5|J7|J8|K7|K8|K9|L7]

# game 19 (13x13, Kosumi Black), move 21: Kosumi played K11; expected: the moves that kill H8 (GNU Go plays J8)
loadsgf blunders/g13e-19-21.sgf
1570 reg_genmove black
#? [J5|J6|J7|J8|K7|K8|L7]

# game 23 (13x13, Kosumi Black), move 29: Kosumi played B7; expected: the moves that save C9 (GNU Go plays C10)
loadsgf blunders/g13e-23-29.sgf
1580 reg_genmove black
#? [A9|B8|B10|C7|C10|C11|D9|D10]

# game 23 (13x13, Kosumi Black), move 55: Kosumi played F9; expected: the moves that kill H8 (GNU Go plays H9)
loadsgf blunders/g13e-23-55.sgf
1590 reg_genmove black
#? [H9]

# game 27 (13x13, Kosumi Black), move 123: Kosumi played E5; expected: the moves that kill M9 and kill N8 (GNU Go plays L12)
loadsgf blunders/g13e-27-123.sgf
1600 reg_genmove black
#? [L12]

# game 27 (13x13, Kosumi Black), move 125: Kosumi played L12; expected: the moves that kill K5 (GNU Go plays N7)
loadsgf blunders/g13e-27-125.sgf
1610 reg_genmove black
#? [M6|N6|N7]

# game 32 (13x13, Kosumi White), move 24: Kosumi played J8; expected: the moves that save C12 (GNU Go plays D12)
loadsgf blunders/g13e-32-24.sgf
1620 reg_genmove white
#? [D12]

# game 32 (13x13, Kosumi White), move 28: Kosumi played K8; expected: the moves that save L9 (GNU Go plays M9)
loadsgf blunders/g13e-32-28.sgf
1630 reg_genmove white
#? [M8|M9]

# game 49 (13x13, Kosumi Black), move 83: Kosumi played M12; expected: the moves that save L12 (GNU Go plays M13)
loadsgf blunders/g13e-49-83.sgf
1640 reg_genmove black
#? [M13]

# game 49 (13x13, Kosumi Black), move 91: Kosumi played N2; expected: the moves that kill M6 and kill N5 (GNU Go plays L6)
loadsgf blunders/g13e-49-91.sgf
1650 reg_genmove black
#? [L6|N6]

# ---- Kosumi vs GNU Go 3.8 level 10, 13x13, komi 7.5, 2 s per move, 50 balanced openings (g13o) ----

# game 15 (13x13, Kosumi Black), move 13: Kosumi played K9; expected: the moves that kill L8 (GNU Go plays L6)
loadsgf blunders/g13o-15-13.sgf
1660 reg_genmove black
#? [L6]

# game 15 (13x13, Kosumi Black), move 23: Kosumi played K3; expected: the moves that kill K4 (GNU Go plays L4)
loadsgf blunders/g13o-15-23.sgf
1670 reg_genmove black
#? [L4|M2]

# game 27 (13x13, Kosumi Black), move 59: Kosumi played F6; expected: the moves that save L6 (GNU Go plays L8)
loadsgf blunders/g13o-27-59.sgf
1680 reg_genmove black
#? [K3|K5|K7|L2|L8|M2|N4|N5]

# game 27 (13x13, Kosumi Black), move 109: Kosumi played M2; expected: the moves that save M9 (GNU Go plays L9)
loadsgf blunders/g13o-27-109.sgf
1690 reg_genmove black
#? [L8|L9|N9]

# game 32 (13x13, Kosumi White), move 42: Kosumi played G9; expected: the moves that save L3 (GNU Go plays K2)
loadsgf blunders/g13o-32-42.sgf
1700 reg_genmove white
#? [K2|L1|L2|L4]

# game 32 (13x13, Kosumi White), move 54: Kosumi played H6; expected: the moves that kill F10 (GNU Go plays H11)
loadsgf blunders/g13o-32-54.sgf
1710 reg_genmove white
#? [G10|G11|H11]

# game 39 (13x13, Kosumi Black), move 93: Kosumi played F1; expected: the moves that save M13 and kill N13 and save G1 (GNU Go plays N12)
loadsgf blunders/g13o-39-93.sgf
1720 reg_genmove black
#? [N12]

# game 46 (13x13, Kosumi White), move 36: Kosumi played L5; expected: the moves that kill E7 (GNU Go plays G8)
loadsgf blunders/g13o-46-36.sgf
1730 reg_genmove white
#? [F8|F10|G7|G8|G9|G10|H8|H9|H10]

# game 46 (13x13, Kosumi White), move 80: Kosumi played L9; expected: the moves that save J2 (GNU Go plays K4)
loadsgf blunders/g13o-46-80.sgf
1740 reg_genmove white
#? [E1|E2|F1|F2|G1|K3|K4|K5|L4|M2]

# ---- Kosumi vs GNU Go 3.8 level 10, 19x19, komi 7.5, 5 s per move, empty board (g19e) ----

# game 1 (19x19, Kosumi Black), move 71: Kosumi played E11; expected: the moves that save C13 (GNU Go plays C14)
loadsgf blunders/g19e-1-71.sgf
1750 reg_genmove black
#? [A11|A12|A13|A16|A17|B10|B11|B12|B14|B16|B17|B18|C12|C14|C17|C18|C19|D12|D13|D16|D17|D18|E13|E14|E16|E18|F17]

# game 1 (19x19, Kosumi Black), move 83: Kosumi played L17; expected: the moves that kill M18 (GNU Go plays N18)
loadsgf blunders/g19e-1-83.sgf
1760 reg_genmove black
#? [H17|H19|J18|K18|K19|L16|M17|N18|O18|O19|P18]

# game 2 (19x19, Kosumi White), move 34: Kosumi played E17; expected: the moves that kill F16 (GNU Go plays G15)
loadsgf blunders/g19e-2-34.sgf
1770 reg_genmove white
#? [G15|H13|H14|H15|J14|J15]

# game 2 (19x19, Kosumi White), move 40: Kosumi played H14; expected: the moves that kill F16 (GNU Go plays H12)
loadsgf blunders/g19e-2-40.sgf
1780 reg_genmove white
#? [G12|H11|H12|J12|J13|K13]

# game 11 (19x19, Kosumi Black), move 69: Kosumi played M9; expected: the moves that save Q9 (GNU Go plays P9)
loadsgf blunders/g19e-11-69.sgf
1790 reg_genmove black
#? [N6|O5|O6|P2|P4|P9|R6|S2|S6|T6|T8|T9|T10|T11]

# game 11 (19x19, Kosumi Black), move 91: Kosumi played L3; expected: the moves that save N4 (GNU Go plays P2)
loadsgf blunders/g19e-11-91.sgf
1800 reg_genmove black
#? [P2]

# game 16 (19x19, Kosumi White), move 32: Kosumi played N14; expected: the moves that kill M17 (GNU Go plays L16)
loadsgf blunders/g19e-16-32.sgf
1810 reg_genmove white
#? [L16]

# game 16 (19x19, Kosumi White), move 48: Kosumi played S8; expected: the moves that kill R8 (GNU Go plays Q7)
loadsgf blunders/g19e-16-48.sgf
1820 reg_genmove white
#? [Q7|S7|T7]

# game 17 (19x19, Kosumi Black), move 37: Kosumi played H2; expected: the moves that save D3 (GNU Go plays D2)
loadsgf blunders/g19e-17-37.sgf
1830 reg_genmove black
#? [B2|B5|D2|D4|D5]

# game 17 (19x19, Kosumi Black), move 141: Kosumi played L7; expected: the moves that kill L4 (GNU Go plays N3)
loadsgf blunders/g19e-17-141.sgf
1840 reg_genmove black
#? [N2|N3|O3]

# ---- Kosumi vs GNU Go 3.8 level 10, 19x19, komi 7.5, 5 s per move, balanced openings (g19o) ----

# game 13 (19x19, Kosumi Black), move 23: Kosumi played B10; expected: the moves that kill P4 and save Q3 (GNU Go plays Q5)
loadsgf blunders/g19o-13-23.sgf
1850 reg_genmove black
#? [Q5]

# game 13 (19x19, Kosumi Black), move 25: Kosumi played D10; expected: the moves that kill C8 (GNU Go plays D9)
loadsgf blunders/g19o-13-25.sgf
1860 reg_genmove black
#? [D9|F9]

# game 18 (19x19, Kosumi White), move 38: Kosumi played K4; expected: the moves that kill O7 and kill S3 (GNU Go plays S2)
loadsgf blunders/g19o-18-38.sgf
1870 reg_genmove white
#? [S2]

# game 18 (19x19, Kosumi White), move 40: Kosumi played B8; expected: the moves that kill K3 (GNU Go plays J3)
loadsgf blunders/g19o-18-40.sgf
1880 reg_genmove white
#? [G5|H4|H5|J3|J4|J5|K5|L3]

# game 22 (19x19, Kosumi White), move 46: Kosumi played Q19; expected: the moves that save P18 (GNU Go plays O18)
loadsgf blunders/g19o-22-46.sgf
1890 reg_genmove white
#? [N18|O18|O19|P16|P19|Q17]

# game 22 (19x19, Kosumi White), move 108: Kosumi played L17; expected: the moves that kill M16 (GNU Go plays L15)
loadsgf blunders/g19o-22-108.sgf
1900 reg_genmove white
#? [L14|L15|L16|M15]

# game 23 (19x19, Kosumi Black), move 25: Kosumi played F15; expected: the moves that kill R9 (GNU Go plays Q9)
loadsgf blunders/g19o-23-25.sgf
1910 reg_genmove black
#? [Q9]

# game 23 (19x19, Kosumi Black), move 41: Kosumi played F14; expected: the moves that save E13 (GNU Go plays D12)
loadsgf blunders/g19o-23-41.sgf
1920 reg_genmove black
#? [D12|D13|E12|F12]

# ---- False seki: Kosumi vs Pachi 12.90, 9x9, komi 7, 60 s sudden death, balanced openings (p9t) ----
# Games Kosumi lost on the count with a win rate near 0.8 to the end: its group and an enemy chain
# shared their only two liberties, which looks like seki, but the enemy's sacrifice on one of them
# leaves a dead eye shape (GNU Go's final_status_list and a hand check agree). The playouts reject
# the sacrifice as a self-atari unless playout.killingSacrifice lets it through. Expected: the
# dead stones include Kosumi's group.
loadsgf blunders/p9t-2-80.sgf
1930 final_status_list dead
#? [(?s)(?=.*F1)(?=.*J5)(?=.*G4).*]

loadsgf blunders/p9t-4-84.sgf
1940 final_status_list dead
#? [(?s)(?=.*E9)(?=.*A7)(?=.*B6).*]

# ---- Passing back on an unsettled board: Kosumi vs Fuego, 19x19, komi 7.5, 3 min sudden death (f19) ----
# The opponent passed and Kosumi passed back, its count with its dead stones removed a win, the
# referee's count of the same board a loss: open areas and groups not clearly dead, which the
# count (an empty region goes to a side only when that side alone borders it) cannot judge.
# Expected: no pass. Game 15: Kosumi's count B+34.5, the referee's W+78.5.
loadsgf blunders/f19-15-243.sgf
1950 reg_genmove black
#? [!(?i)pass]

# Game 34: Kosumi's count W+14.5 with a large black group in the centre dead (ownership -0.64), the
# referee's B+7.5 with that group alive.
loadsgf blunders/f19-34-167.sgf
1951 reg_genmove white
#? [!(?i)pass]

# ---- Passing back far behind on an open board: Kosumi vs Fuego, 19x19, komi 7.5, 3 min (f19) ----
# The opponent passed with the right side still open and Kosumi, far behind, passed back: its
# search valued the pass with a playout from the position (which plays on there), the referee
# counted the board as it stood. A pass that ends the game lost on the count is not played while
# a real move keeps some hope. Expected: no pass. Game 11: lost W+74.5 on the count.
loadsgf blunders/f19-11-190.sgf
1952 reg_genmove black
#? [!(?i)pass]
