# Rules: captures, ko, positional superko, suicide, undo, inspection commands and area
# scoring, played out through GTP. Positions are small so that each case is easy to check
# by hand; the diagrams in the comments have row 5 on top.

# ---- captures ---------------------------------------------------------------------------
boardsize 5
clear_board
komi 0
play w C3
play b C2
play b B3
play b C4

10 countlib C3
#? [1]

11 play b D3
#? []

12 list_stones w
#? []

13 captures b
#? [1]

14 captures w
#? [0]

# The captured point is empty again and legal for both.
15 is_legal w C3
#? [0]

16 is_legal b C3
#? [1]

# White at C3 would be a single-stone suicide (0 above); undo brings the stone back.
17 undo
#? []

18 list_stones w
#? [C3]

19 captures b
#? [0]

20 countlib C2
#? [3]

22 kosumi-error_text countlib A1
#? [vertex must not be empty]

23 kosumi-error_text countlib pass
#? [invalid coordinate]

# Capturing a two-stone chain on the edge.
clear_board
play w A1
play w A2
play b B1
play b B2

30 countlib A1
#? [1]

31 play b A3
#? []

32 list_stones w
#? []

33 captures b
#? [2]

# ---- ko ---------------------------------------------------------------------------------
#   5 . . . . .
#   4 . . X O .
#   3 . X O . O      black D3 takes the white stone at C3: a ko
#   2 . . X O .
#   1 . . . . .
clear_board
play b B3
play b C4
play b C2
play w D4
play w D2
play w E3
play w C3

40 play b D3
#? []

41 captures b
#? [1]

# The immediate retake is a ko violation.
42 is_legal w C3
#? [0]

43 kosumi-error_text play w C3
#? [illegal move]

44 list_stones b
#? [C4 B3 D3 C2]

# After a threat and its answer, the retake is legal.
play w A5
play b A4

45 is_legal w C3
#? [1]

46 play w C3
#? []

47 list_stones b
#? [A4 C4 B3 C2]

48 captures w
#? [1]

# Now Black may not retake at once.
49 is_legal b D3
#? [0]

# ---- positional superko -------------------------------------------------------------------
# On 3x3: B A2, W B2, B B3, W B1, B A1, W A3 (takes A1 and A2). Black A2 would take A3 and
# recreate the position after W B1: not a simple ko (two stones were taken), but a repetition.
boardsize 3
clear_board
play b A2
play w B2
play b B3
play w B1
play b A1
play w A3

50 list_stones b
#? [B3]

51 is_legal b A2
#? [0]

52 kosumi-error_text play b A2
#? [illegal move]

53 list_stones w
#? [A3 B2 B1]

# Under simple ko only, the same move is legal.
kgs-rules simple-ko

54 is_legal b A2
#? [1]

55 play b A2
#? []

56 list_stones w
#? [B2 B1]

kgs-rules chinese

# ---- suicide ------------------------------------------------------------------------------
boardsize 5
clear_board
play b A2
play b B1

60 is_legal w A1
#? [0]

61 kosumi-error_text play w A1
#? [illegal move]

# Two-stone suicide: illegal under Chinese rules, legal under Tromp-Taylor.
clear_board
play w A1
play b B1
play b B2
play b A3

62 is_legal w A2
#? [0]

kgs-rules tromp-taylor

63 is_legal w A2
#? [1]

65 play w A2
#? []

66 list_stones w
#? []

67 list_stones b
#? [A3 B2 B1]

# A single stone's suicide stays illegal under Tromp-Taylor too.
play b A1

69 is_legal w A2
#? [0]

kgs-rules chinese

68 kosumi-error_text kgs-rules go-moku
#? [unknown rules]

# ---- undo ------------------------------------------------------------------------------------
clear_board

70 gogui-play_sequence b C3 w D3 b C4 w D4
#? []

71 undo
#? []

72 undo
#? []

73 list_stones w
#? [D3]

74 list_stones b
#? [C3]

75 undo
#? []

76 undo
#? []

77 kosumi-error_text undo
#? [cannot undo]

78 list_stones b
#? []

# Passes are undone too; the side to move follows.
79 play b pass
#? []

80 undo
#? []

81 kosumi-error_text undo
#? [cannot undo]

# ---- handicap ------------------------------------------------------------------------------------
boardsize 19
clear_board

90 fixed_handicap 9
#? [D4 Q16 D16 Q4 K10 D10 Q10 K4 K16]

91 list_stones b
#? [D16 K16 Q16 D10 K10 Q10 D4 K4 Q4]

92 kosumi-error_text fixed_handicap 2
#? [board not empty]

93 kosumi-error_text undo
#? [cannot undo]

clear_board

94 kosumi-error_text fixed_handicap 10
#? [invalid number of stones]

95 kosumi-error_text fixed_handicap 1
#? [invalid number of stones]

96 fixed_handicap 2
#? [D4 Q16]

boardsize 9
clear_board

97 fixed_handicap 5
#? [C3 G7 C7 G3 E5]

clear_board

98 kosumi-error_text fixed_handicap 10
#? [invalid number of stones]

99 fixed_handicap 4
#? [C3 G7 C7 G3]

clear_board

100 place_free_handicap 6
#? [([A-HJ][1-9] ){5}[A-HJ][1-9]]

101 list_stones w
#? []

boardsize 9
clear_board

102 set_free_handicap C3 G7 E5
#? []

103 list_stones b
#? [G7 E5 C3]

clear_board

104 kosumi-error_text set_free_handicap C3 C3
#? [bad vertex list]

105 kosumi-error_text set_free_handicap C3
#? [bad vertex list]

106 kosumi-error_text set_free_handicap C3 pass
#? [bad vertex list]

107 kosumi-error_text set_free_handicap C3 Z9
#? [invalid coordinate]

108 list_stones b
#? []

109 kosumi-error_text place_free_handicap 81
#? [invalid number of stones]

# ---- scoring (area, komi included; every stone counted alive) -------------------------------------
boardsize 5
clear_board
komi 7.5

110 final_score
#? [W\+7\.5]

play b C3

111 final_score
#? [B\+17\.5]

play w A1

112 final_score
#? [W\+7\.5]

komi 0

113 final_score
#? [0]

komi -2

114 final_score
#? [B\+2]

# Black walls off the right side: columns D and E (10 points) against White's column A (5).
clear_board
komi 0.5
gogui-play_sequence b C1 w B1 b C2 w B2 b C3 w B3 b C4 w B4 b C5 w B5

115 final_score
#? [B\+4\.5]

116 final_status_list dead
#? []

117 final_status_list alive
#? [B5 C5 B4 C4 B3 C3 B2 C2 B1 C1]

118 final_status_list seki
#? []
