# SGF: loadsgf FILE [N] (the position before move N) and printsgf [FILE]. The positions
# are in gtp-tests/sgf/, relative to this file (gogui-regress starts the engine in the
# suite's directory).

# ---- loading a whole game -----------------------------------------------------------------
# capture.sgf: 9x9, KM[6.5]; B E5, W E4, B D4, W pass, B F4, W pass, B E3 takes E4.
10 loadsgf sgf/capture.sgf
#? []

11 list_stones b
#? [E5 D4 F4 E3]

12 list_stones w
#? []

13 captures b
#? [1]

14 showboard
#? [.*White to move, move 7.*komi 6\.5.*]

# Black owns the whole 9x9 board: 81 - 6.5.
15 final_score
#? [B\+74\.5]

# ---- loading up to a move ---------------------------------------------------------------------
20 loadsgf sgf/capture.sgf 7
#? []

21 list_stones w
#? [E4]

22 countlib E4
#? [1]

23 showboard
#? [.*Black to move, move 6.*]

24 loadsgf sgf/capture.sgf 2
#? []

25 list_stones b
#? [E5]

26 showboard
#? [.*White to move.*]

# A move number past the end loads every move.
27 loadsgf sgf/capture.sgf 100
#? []

28 list_stones b
#? [E5 D4 F4 E3]

# Loaded moves can be undone.
29 undo
#? []

30 list_stones w
#? [E4]

# ---- handicap and setup -------------------------------------------------------------------
40 loadsgf sgf/handicap.sgf
#? []

41 list_stones b
#? [G7 C3]

42 list_stones w
#? [E5]

43 undo
#? []

44 kosumi-error_text undo
#? [cannot undo]

45 list_stones b
#? [G7 C3]

# ---- komi: from KM, kept when the file has none --------------------------------------------
komi 3

46 loadsgf sgf/nokomi.sgf
#? []

47 final_score
#? [B\+22]

# ---- positional superko while replaying a record ------------------------------------------------
# superko.sgf repeats a whole-board position at its last move, which Chinese rules forbid.
# A record is what was played, so it still loads (replayed under simple ko), and play goes on
# under positional superko.
50 loadsgf sgf/superko.sgf
#? []

51 list_stones b
#? [B3 A2]

52 list_stones w
#? [B2 B1]

53 loadsgf sgf/superko.sgf 7
#? []

54 is_legal b A2
#? [0]

55 list_stones w
#? [A3 B2 B1]

56 list_stones b
#? [B3]

# ---- files that cannot be loaded change nothing --------------------------------------------------
boardsize 9
clear_board
play b C3
play w D4

60 kosumi-error_text loadsgf sgf/no-such-file.sgf
#? [cannot load file]

61 kosumi-error_text loadsgf sgf/garbage.sgf
#? [cannot load file]

62 kosumi-error_text loadsgf sgf/empty.sgf
#? [cannot load file]

63 kosumi-error_text loadsgf sgf/toolarge.sgf
#? [cannot load file]

64 kosumi-error_text loadsgf sgf/illegal.sgf
#? [cannot load file]

65 kosumi-error_text loadsgf sgf
#? [cannot load file]

66 kosumi-error_text loadsgf
#? [syntax error]

67 kosumi-error_text loadsgf sgf/capture.sgf x
#? [syntax error]

68 list_stones b
#? [C3]

69 list_stones w
#? [D4]

70 showboard
#? [.*Black to move, move 2.*]

# ---- printsgf ------------------------------------------------------------------------------------
komi 7.5

80 printsgf
#? [\(;.*SZ\[9\].*KM\[7\.5\].*;B\[cg\].*;W\[df\].*\)]

81 printsgf /tmp/kosumi-gtp-tests-printsgf.sgf
#? []

clear_board

82 loadsgf /tmp/kosumi-gtp-tests-printsgf.sgf
#? []

83 list_stones b
#? [C3]

84 list_stones w
#? [D4]

85 kosumi-error_text printsgf /no-such-directory/x.sgf
#? [cannot save file]

86 kosumi-error_text printsgf a b
#? [syntax error]

# A handicap game prints its stones as setup and reloads the same.
87 loadsgf sgf/handicap.sgf
#? []

88 printsgf
#? [.*HA\[2\].*AB(\[cg\]\[gc\]|\[gc\]\[cg\]).*;W\[ee\].*]
