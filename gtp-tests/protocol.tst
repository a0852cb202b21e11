# Protocol: administrative commands, ids, comments, argument checking and the standard
# error texts.
#
# gogui-regress counts every error reply as a failed test, so commands that must fail are
# run through kosumi-error_text, which answers with the error text of the command it runs
# (nothing when that command succeeds). A rejected command must change nothing; the
# list_stones tests after them check that.

10 protocol_version
#? [2]

11 name
#? [Kosumi]

12 version
#? [[0-9]+\.[0-9]+\.[0-9]+.*]

# A comment after a command is removed before the command runs.
13 name # the engine must not see this
#? [Kosumi]

14 known_command play
#? [true]

15 known_command no_such_command
#? [false]

16 known_command kosumi-error_text
#? [true]

# Every command the issue lists is known.
17 list_commands
#? [(?=.*^protocol_version$)(?=.*^name$)(?=.*^version$)(?=.*^known_command$)(?=.*^list_commands$)(?=.*^quit$)(?=.*^boardsize$)(?=.*^clear_board$)(?=.*^komi$)(?=.*^play$)(?=.*^genmove$)(?=.*^undo$)(?=.*^showboard$).*]

18 list_commands
#? [(?=.*^fixed_handicap$)(?=.*^place_free_handicap$)(?=.*^set_free_handicap$)(?=.*^final_score$)(?=.*^final_status_list$)(?=.*^reg_genmove$)(?=.*^cputime$)(?=.*^gogui-play_sequence$)(?=.*^gogui-setup$)(?=.*^kgs-genmove_cleanup$)(?=.*^kgs-rules$)(?=.*^kgs-game_over$).*]

19 list_commands
#? [(?=.*^time_settings$)(?=.*^time_left$)(?=.*^kgs-time_settings$)(?=.*^list_stones$)(?=.*^is_legal$)(?=.*^countlib$)(?=.*^captures$).*]

20 known_command known_command
#? [true]

# ---- unknown command ------------------------------------------------------------------
30 kosumi-error_text no_such_command
#? [unknown command]

31 kosumi-error_text PLAY b d4
#? [unknown command]

# ---- syntax error: wrong number or type of arguments -----------------------------------
40 kosumi-error_text boardsize
#? [syntax error]

41 kosumi-error_text boardsize nine
#? [syntax error]

42 kosumi-error_text boardsize 9 9
#? [syntax error]

43 kosumi-error_text boardsize 9.0
#? [syntax error]

44 kosumi-error_text komi
#? [syntax error]

45 kosumi-error_text komi six
#? [syntax error]

46 kosumi-error_text komi NaN
#? [syntax error]

47 kosumi-error_text komi Infinity
#? [syntax error]

48 kosumi-error_text play b
#? [syntax error]

49 kosumi-error_text play b d4 e5
#? [syntax error]

50 kosumi-error_text genmove
#? [syntax error]

51 kosumi-error_text name extra
#? [syntax error]

52 kosumi-error_text known_command
#? [syntax error]

53 kosumi-error_text boardsize 99999999999999999999
#? [syntax error]

54 kosumi-error_text final_status_list sleeping
#? [syntax error]

55 kosumi-error_text time_settings 10 0
#? [syntax error]

56 kosumi-error_text list_stones
#? [syntax error]

57 kosumi-error_text undo 2
#? [syntax error]

58 kosumi-error_text fixed_handicap many
#? [syntax error]

# ---- unacceptable size ----------------------------------------------------------------
60 kosumi-error_text boardsize 0
#? [unacceptable size]

61 kosumi-error_text boardsize 1
#? [unacceptable size]

62 kosumi-error_text boardsize 26
#? [unacceptable size]

63 kosumi-error_text boardsize -1
#? [unacceptable size]

64 kosumi-error_text rectangular_boardsize 9 13
#? [unacceptable size]

# The rejected sizes left the 19x19 board in place.
65 is_legal b T19
#? [1]

66 kosumi-error_text is_legal b U19
#? [invalid coordinate]

# ---- invalid coordinate and invalid color ----------------------------------------------
70 boardsize 9
#? []

71 kosumi-error_text play b J10
#? [invalid coordinate]

72 kosumi-error_text play b K1
#? [invalid coordinate]

73 kosumi-error_text play b I5
#? [invalid coordinate]

74 kosumi-error_text play b A0
#? [invalid coordinate]

75 kosumi-error_text play b 4D
#? [invalid coordinate]

76 kosumi-error_text play b resign
#? [invalid coordinate]

77 kosumi-error_text play x D4
#? [invalid color]

78 kosumi-error_text play empty D4
#? [invalid color]

79 kosumi-error_text genmove purple
#? [invalid color]

80 kosumi-error_text is_legal b Z1
#? [invalid coordinate]

81 kosumi-error_text list_stones red
#? [invalid color]

82 list_stones black
#? []

# ---- colours and vertices are case-insensitive ------------------------------------------
90 play B d4
#? []

91 play white E5
#? []

92 play b C3
#? []

93 play W f6
#? []

94 list_stones b
#? [D4 C3]

95 list_stones WHITE
#? [F6 E5]

96 play BLACK pass
#? []

97 play w PASS
#? []

# ---- illegal move ------------------------------------------------------------------------
100 kosumi-error_text play b D4
#? [illegal move]

101 kosumi-error_text play w d4
#? [illegal move]

102 list_stones b
#? [D4 C3]

# ---- cannot undo, board not empty ------------------------------------------------------------
110 kosumi-error_text fixed_handicap 2
#? [board not empty]

111 kosumi-error_text place_free_handicap 2
#? [board not empty]

112 kosumi-error_text set_free_handicap A1 B2
#? [board not empty]

113 clear_board
#? []

114 kosumi-error_text undo
#? [cannot undo]

115 list_stones b
#? []

# ---- showboard, cputime, quit-less commands ----------------------------------------------------
120 play b E5
#? []

121 showboard
#? [.*A B C D E F G H J.*^ 5 \. \. \. \. X \. \. \. \. 5$.*]

122 cputime
#? [[0-9]+\.[0-9]+]

123 kgs-game_over
#? []

124 gogui-interrupt
#? []

# komi survives boardsize and clear_board (Sabaki sends komi first).
130 komi 6.5
#? []

131 boardsize 5
#? []

132 clear_board
#? []

133 final_score
#? [W\+6\.5]
