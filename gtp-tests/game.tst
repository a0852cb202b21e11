# Game flow: move generation, GoGui's setup and sequence commands, KGS commands and the
# time commands (which parse and store their values; time management itself is issue 5).
# Generated moves depend on the engine's random seed, so their tests check the form of the
# reply and its effect, not the move.

boardsize 9
clear_board
komi 7.5

# ---- genmove, reg_genmove, kgs-genmove_cleanup -----------------------------------------
10 genmove b
#? [[A-HJ][1-9]|pass|resign]

# genmove played the move: one black stone (unless it passed, which it cannot at the start).
11 list_stones b
#? [[A-HJ][1-9]]

12 genmove w
#? [[A-HJ][1-9]|pass|resign]

13 list_stones w
#? [[A-HJ][1-9]]

# reg_genmove reports a move without playing it.
14 reg_genmove b
#? [[A-HJ][1-9]|pass|resign]

15 list_stones b
#? [[A-HJ][1-9]]

16 kgs-genmove_cleanup b
#? [[A-HJ][1-9]|pass|resign]

17 list_stones b
#? [[A-HJ][1-9] [A-HJ][1-9]]

18 kosumi-error_text kgs-genmove_cleanup
#? [syntax error]

# The generated move is never illegal. Black's one chain fills the 3x3 board but for B2 and
# C3; a white stone on either would be suicide, so White can only pass.
boardsize 3
clear_board
gogui-setup b A1 b B1 b C1 b A2 b C2 b A3 b B3

19 genmove w
#? [pass]

20 list_stones w
#? []

# ---- gogui-play_sequence -------------------------------------------------------------------
boardsize 9
clear_board

30 gogui-play_sequence b C3 w D4 B e5 W pass
#? []

31 list_stones b
#? [E5 C3]

32 list_stones w
#? [D4]

# An illegal move anywhere in the sequence rejects the whole sequence.
33 kosumi-error_text gogui-play_sequence b F6 w G7 b C3
#? [illegal move]

34 list_stones b
#? [E5 C3]

35 kosumi-error_text gogui-play_sequence b F6 w
#? [syntax error]

36 kosumi-error_text gogui-play_sequence b F6 x G7
#? [invalid color]

37 kosumi-error_text gogui-play_sequence b F6 w Z7
#? [invalid coordinate]

38 list_stones w
#? [D4]

# ---- gogui-setup, gogui-setup_player ------------------------------------------------------------
clear_board

40 gogui-setup b D4 w E5 B c3
#? []

41 list_stones b
#? [D4 C3]

42 list_stones w
#? [E5]

43 gogui-setup_player w
#? []

# Setup stones are not moves: nothing to undo.
44 kosumi-error_text undo
#? [cannot undo]

45 kosumi-error_text gogui-setup b D4
#? [bad vertex list]

46 kosumi-error_text gogui-setup b F6 b F6
#? [bad vertex list]

47 kosumi-error_text gogui-setup b F6 w
#? [syntax error]

48 kosumi-error_text gogui-setup_player red
#? [invalid color]

play w F6

49 kosumi-error_text gogui-setup b A1
#? [setup not allowed after moves]

50 list_stones w
#? [F6 E5]

51 undo
#? []

52 list_stones w
#? [E5]

# ---- kgs-rules, kgs-game_over --------------------------------------------------------------------
60 kgs-rules japanese
#? []

61 kgs-rules chinese
#? []

62 kgs-rules aga
#? []

63 kgs-rules new_zealand
#? []

64 kosumi-error_text kgs-rules
#? [syntax error]

kgs-rules chinese

65 kgs-game_over
#? []

# ---- time commands ---------------------------------------------------------------------------------
70 time_settings 300 30 5
#? []

71 time_settings 60 0 0
#? []

72 time_settings 0 1 0
#? []

73 kosumi-error_text time_settings -1 0 0
#? [syntax error]

74 kosumi-error_text time_settings 60 x 0
#? [syntax error]

75 time_left b 120 0
#? []

76 time_left WHITE 25 3
#? []

77 kosumi-error_text time_left x 25 3
#? [invalid color]

78 kosumi-error_text time_left b -5 0
#? [syntax error]

79 kosumi-error_text time_left b 5
#? [syntax error]

80 kgs-time_settings none
#? []

81 kgs-time_settings absolute 600
#? []

82 kgs-time_settings byoyomi 600 30 5
#? []

83 kgs-time_settings canadian 600 300 25
#? []

84 kosumi-error_text kgs-time_settings canadian 600 300 0
#? [syntax error]

85 kosumi-error_text kgs-time_settings byoyomi 600 30
#? [syntax error]

86 kosumi-error_text kgs-time_settings fischer 600 10
#? [syntax error]

87 kosumi-error_text kgs-time_settings
#? [syntax error]

88 kosumi-error_text kgs-time_settings none 5
#? [syntax error]

# The engine still plays after all of that.
89 genmove b
#? [[A-HJ][1-9]|pass|resign]
