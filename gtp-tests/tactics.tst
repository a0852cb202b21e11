# Tactical regression suite for Kosumi (GoGui gogui-regress format).
# Run: kosumi regress gtp-tests/tactics.tst   (paths below are relative to gtp-tests/)
# Every position was written for this project or taken from Kosumi's own match games (the
# passing cases at the end); every expectation was checked with GNU Go 3.8
# (gnugo --mode gtp --level 10 --chinese-rules; reg_genmove and its attack/owl commands).
# Apart from the ladder/net cases (open boards), the rest of each board is settled so that the
# local fight decides the game (see tactics/README.md). No case is marked as a known failure.

# ----------------------------------------------------------------------
# Ladders and nets
# ----------------------------------------------------------------------

# ladder works: the cutting stone D4 has two liberties; the atari at D3 starts a ladder that runs to the lower right edge with no white stone on its path, so Black captures it (E4 lets it out)
loadsgf tactics/ladder-01.sgf
10 reg_genmove black
#? [D3]

# ladder works (13x13): long ladder from D4 to the upper right: D5 atari, no white ladder breaker on the diagonal (K11 is Black), so D5 captures the cutting stone (E4 lets it run)
loadsgf tactics/ladder-02.sgf
20 reg_genmove black
#? [D5]

# broken ladder: do not play it: same shape as ladder-02 but White J8 sits on the ladder's path; the D5 atari fails and only strengthens White
loadsgf tactics/ladder-03.sgf
30 reg_genmove black
#? [!D5]

# ladder works (White to play): colour-swapped and rotated ladder-01: White captures the black cutting stone F6 in a ladder with F7
loadsgf tactics/ladder-04.sgf
40 reg_genmove white
#? [F7]

# escape from a broken ladder: D4 is in atari; White G3 breaks the ladder, so extending at E4 escapes and splits Black
loadsgf tactics/ladesc-01.sgf
50 reg_genmove white
#? [E4]

# do not escape a working ladder: D4 is in atari and the ladder works (no breaker): extending at E4 only adds stones to the ladder; anything else is better
loadsgf tactics/ladesc-02.sgf
60 reg_genmove white
#? [!E4]

# net (geta): E5 has liberties E4 and F5; both ataris fail (the stone runs out), the net F4 captures it because every extension ends with two liberties that Black can take
loadsgf tactics/net-01.sgf
70 reg_genmove black
#? [F4]

# net (geta): colour-swapped, rotated net-01: the black stone E5 has liberties E6 and F5; both ataris let it run, the net F6 captures it
loadsgf tactics/net-02.sgf
80 reg_genmove white
#? [F6]

# ----------------------------------------------------------------------
# Atari escapes, counter-captures, snapback, throw-in
# ----------------------------------------------------------------------

# counter-capture when in atari: White's row-5 chain is in atari (A4) and loses the race if it fills a black liberty; capturing the black stone E4 with E3 gives it three liberties (A4, E4, E2) against Black's two, and White wins the race
# GNU Go plays A7, which fails: Black A4 captures the whole row-5 chain at once
loadsgf tactics/atari-counter-01.sgf
90 reg_genmove white
#? [E3]

# throw-in / snapback in a race: White's chain only has the two-point pocket E4-E3; Black throws in (E4 or E3), White's capture leaves one liberty and Black retakes the whole chain
loadsgf tactics/sem-snapback.sgf
100 reg_genmove black
#? [E4|E3]

# throw-in / snapback in a race: colour-swapped sem-snapback: White throws in at E4 or E3
loadsgf tactics/sem-snapback-w.sgf
110 reg_genmove white
#? [E4|E3]

# counter-capture when in atari: colour-swapped atari-counter-01: Black's row-5 chain is in atari; E3 captures D4-E4 and gains two liberties (D4, E4 can only be filled last), so Black wins the race
loadsgf tactics/atari-counter-02.sgf
120 reg_genmove black
#? [E3]

# connect to live: the black group has one eye (A4); E1 connects it to the living black area, otherwise White cuts there
loadsgf tactics/connect-live.sgf
130 reg_genmove black
#? [E1]

# cut to kill: White E1 (connected to its wall) cuts off the one-eyed black group, which dies
loadsgf tactics/connect-cut.sgf
140 reg_genmove white
#? [E1]

# capture the cutting stone: the white cutting stone E1 is in atari; E2 captures it and connects the one-eyed group to the black area
loadsgf tactics/capture-connect.sgf
150 reg_genmove black
#? [E2]

# save the cutting stone: White E2 connects the cutting stone E1 to the wall; the one-eyed black group dies
loadsgf tactics/capture-connect-w.sgf
160 reg_genmove white
#? [E2]

# connect to live: colour-swapped connect-live: White's one-eyed group connects to its living area at E1
loadsgf tactics/connect-live-w.sgf
170 reg_genmove white
#? [E1]

# ----------------------------------------------------------------------
# Capture races (semeai)
# ----------------------------------------------------------------------

# capture race 2 v 2: the black row-6 chain (libs A7 B7) and the white row-5 chain (libs H4 J4) race; the side to move wins by taking an outside liberty
loadsgf tactics/sem-2v2.sgf
180 reg_genmove black
#? [H4|J4]

# capture race 3 v 3: White to play wins the 3-3 race by filling a black liberty (A7, B7 or C7)
loadsgf tactics/sem-3v3.sgf
190 reg_genmove white
#? [A7|B7|C7]

# capture race 4 v 4: Black to play wins the 4-4 race by filling a white liberty (F4 to J4)
loadsgf tactics/sem-4v4.sgf
200 reg_genmove black
#? [F4|G4|H4|J4]

# capture race 5 v 5: White to play wins the 5-5 race by filling a black liberty (A7 to E7)
loadsgf tactics/sem-5v5.sgf
210 reg_genmove white
#? [A7|B7|C7|D7|E7]

# capture race with a shared liberty: 2 outside liberties each plus the shared J6: Black must fill White's outside liberties (B4, C4); filling J6 first loses
loadsgf tactics/sem-shared.sgf
220 reg_genmove black
#? [B4|C4]

# capture race with a shared liberty: 2 outside liberties each plus the shared J5: White fills Black's outside liberties (A7, B7), not J5
loadsgf tactics/sem-shared-w.sgf
230 reg_genmove white
#? [A7|B7]

# capture race with an approach move: White's liberties: A4 and E4, which needs the approach E2 first (E4 is surrounded by white stones); 3 moves against Black's 3 liberties: A4 or E2 wins
loadsgf tactics/sem-approach-b.sgf
240 reg_genmove black
#? [C2|G2]

# capture race with an approach move: Black's liberties: A7 and E7 (needs the approach E9); White wins with A7 or E9
loadsgf tactics/sem-approach-w.sgf
250 reg_genmove white
#? [C2|G2]

# capture race: eye against no eye: White has an eye at E4 plus outside liberties H4 J4; Black (3 liberties, to play) fills the outside liberties first and the eye last
loadsgf tactics/sem-eye-noeye.sgf
260 reg_genmove black
#? [H4|J4]

# capture race: eye against no eye: colour-swapped: White fills Black's outside liberties H4 or J4
loadsgf tactics/sem-eye-noeye-w.sgf
270 reg_genmove white
#? [H4|J4]

# ----------------------------------------------------------------------
# Life and death
# ----------------------------------------------------------------------

# life and death: straight three: the black group's only eye space is A1-B1-C1; B1 makes two eyes, anything else lets White kill at B1
loadsgf tactics/ld-straight3-live.sgf
280 reg_genmove black
#? [B1]

# life and death: straight three: White kills the 28-stone black group at the vital point B1 of the straight three
loadsgf tactics/ld-straight3-kill.sgf
290 reg_genmove white
#? [B1]

# life and death: bent three: eye space A2-B2-B1; B2 (the bend) makes two eyes
loadsgf tactics/ld-bent3-live.sgf
300 reg_genmove black
#? [B2]

# life and death: bent three: colour-swapped: Black kills the white group at the bend B2
loadsgf tactics/ld-bent3-kill.sgf
310 reg_genmove black
#? [B2]

# life and death: bulky five: eye space A3-B3-A2-B2-C2; White kills at the vital point B2
loadsgf tactics/ld-bulky5-kill.sgf
320 reg_genmove white
#? [B2]

# life and death: bulky five: colour-swapped: White lives at the vital point B2 (bent three plus one eye); A2 or B3 also live, leaving a four-point space that cannot be killed
loadsgf tactics/ld-bulky5-live.sgf
330 reg_genmove white
#? [B2|A2|B3]

# life and death: pyramid four: eye space A1-B1-C1-B2; White kills at the centre B1
loadsgf tactics/ld-pyramid4-kill.sgf
340 reg_genmove white
#? [B1]

# life and death: pyramid four: colour-swapped: White lives at the centre B1 (three eyes)
loadsgf tactics/ld-pyramid4-live.sgf
350 reg_genmove white
#? [B1]

# life and death: crossed five: eye space B4-A3-B3-C3-B2; White kills at the centre B3
loadsgf tactics/ld-crossed5-kill.sgf
360 reg_genmove white
#? [B3]

# life and death: crossed five: colour-swapped: White lives at the centre B3
loadsgf tactics/ld-crossed5-live.sgf
370 reg_genmove white
#? [B3]

# life and death: rabbity six: eye space B4-A3-B3-C3-B2-C2; White kills at the vital point B3
loadsgf tactics/ld-rabbity6-kill.sgf
380 reg_genmove white
#? [B3]

# life and death: eye space with an enemy stone: White A1 sits in a three-point eye space; B1 captures it and leaves two eyes (A1, C1)
loadsgf tactics/ld-3space-live.sgf
390 reg_genmove black
#? [B1]

# life and death: eye space with an enemy stone: White B1 (extending A1) leaves Black only a two-point eye after the capture: the group dies
loadsgf tactics/ld-3space-kill.sgf
400 reg_genmove white
#? [B1]

# life and death: false eye: Black has one eye at A4; B1 is an eye only if C1 is connected: C2 connects and lives
loadsgf tactics/ld-false-eye-live.sgf
410 reg_genmove black
#? [C2]

# life and death: false eye: White C2 (connected to the wall through D2) puts C1 in atari and makes B1 a false eye: the group dies
loadsgf tactics/ld-false-eye-kill.sgf
420 reg_genmove white
#? [C2]

# life and death: straight three (13x13): 13x13 board with settled areas (single-point eyes); Black lives at B1
loadsgf tactics/ld13-straight3-live.sgf
430 reg_genmove black
#? [B1]

# life and death: bulky five (13x13): White kills at the vital point B2
loadsgf tactics/ld13-bulky5-kill.sgf
440 reg_genmove white
#? [B2]

# life and death: pyramid four (13x13): colour-swapped: White lives at B1
loadsgf tactics/ld13-pyramid4-live.sgf
450 reg_genmove white
#? [B1]

# life and death: crossed five (19x19): 19x19 board whose other areas are settled; White kills at B3
loadsgf tactics/ld19-crossed5-kill.sgf
460 reg_genmove white
#? [B3]

# life and death: bent three (19x19): Black lives at the bend B2
loadsgf tactics/ld19-bent3-live.sgf
470 reg_genmove black
#? [B2]

# life and death: rabbity six (19x19): colour-swapped: White lives at B3, B2 or C3 (each leaves two eyes or an unkillable five-point space); other moves let Black kill at B3
loadsgf tactics/ld19-rabbity6-live.sgf
480 reg_genmove white
#? [B3|B2|C3]

# life and death: straight three: inner eye space B4-B3-B2; White kills at the middle B3
loadsgf tactics/ld-straight3v-kill.sgf
490 reg_genmove white
#? [B3]

# life and death: straight three: colour-swapped: White lives at the middle B3
loadsgf tactics/ld-straight3v-live.sgf
500 reg_genmove white
#? [B3]

# life and death: bent three: inner eye space B3-B2-C2; White kills at the bend B2
loadsgf tactics/ld-bent3i-kill.sgf
510 reg_genmove white
#? [B2]

# life and death: bent three: inner eye space B3-B2-C2; Black lives at the bend B2
loadsgf tactics/ld-bent3i-live.sgf
520 reg_genmove black
#? [B2]

# life and death: pyramid four: eye space B3-A2-B2-C2; Black lives at the centre B2
loadsgf tactics/ld-pyramid4i-live.sgf
530 reg_genmove black
#? [B2]

# life and death: pyramid four: colour-swapped: Black kills at the centre B2
loadsgf tactics/ld-pyramid4i-kill.sgf
540 reg_genmove black
#? [B2]

# life and death: rabbity six: eye space B4-A3-B3-C3-B2-C2; Black lives at B3, B2 or C3 (each leaves two eyes or a live five-point space); a move elsewhere lets White kill at B3
loadsgf tactics/ld-rabbity6-live.sgf
550 reg_genmove black
#? [B3|B2|C3]

# life and death: bulky five: eye space B4-C4-B3-C3-B2; White kills at the vital point B3 (the square's point next to the tail)
loadsgf tactics/ld-bulky5v-kill.sgf
560 reg_genmove white
#? [B3]

# life and death: crossed five (13x13): colour-swapped: White lives at the centre B3
loadsgf tactics/ld13-crossed5-live.sgf
570 reg_genmove white
#? [B3]

# life and death: straight three (19x19): White kills at B1; the rest of the board is settled
loadsgf tactics/ld19-straight3-kill.sgf
580 reg_genmove white
#? [B1]

# life and death: bent three (13x13): colour-swapped: Black kills at the bend B2
loadsgf tactics/ld13-bent3-kill.sgf
590 reg_genmove black
#? [B2]

# life and death: false eye: colour-swapped ld-false-eye-live: White connects at C2 and B1 becomes a real second eye
loadsgf tactics/ld-false-eye-live-w.sgf
600 reg_genmove white
#? [C2]

# life and death: false eye: colour-swapped ld-false-eye-kill: Black C2 makes B1 a false eye and the white group dies
loadsgf tactics/ld-false-eye-kill-b.sgf
610 reg_genmove black
#? [C2]

# life and death: false eye (13x13): White C2 makes B1 a false eye; the one-eyed black group dies
loadsgf tactics/ld13-false-eye-kill.sgf
620 reg_genmove white
#? [C2]

# ----------------------------------------------------------------------
# Ko
# ----------------------------------------------------------------------

# take the ko: endgame where the ko at E4/E5 is the last point; White has no ko threats, so Black captures at E5 now and connects next (B+2); if White connects first White wins by 2
loadsgf tactics/ko-take.sgf
630 reg_genmove black
#? [E5]

# resolve the ko: Black holds the ko stone E5 in atari; connecting at E4 ends the ko and wins by 2, otherwise White retakes at E4 and Black has no threat
loadsgf tactics/ko-resolve.sgf
640 reg_genmove black
#? [E4]

# take the ko: endgame where the ko is the last point and Black has no threats: White captures E4 with E5, then connects (W+2); if Black connects first Black wins
loadsgf tactics/ko-take-w.sgf
650 reg_genmove white
#? [E5]

# resolve the ko: White's ko stone E5 is in atari; connecting at E4 ends the ko and wins by 2
loadsgf tactics/ko-resolve-w.sgf
660 reg_genmove white
#? [E4]

# ----------------------------------------------------------------------
# Passing (area scoring: a pass that does not answer a pass gives away a point while any
# open point is left). Positions from Kosumi's own match games against GNU Go; the search
# passed in each, and GNU Go (--capture-all-dead) plays on.
# ----------------------------------------------------------------------

# do not pass first: open points remain between the groups (Kosumi passed here as White; the game was drawn)
loadsgf tactics/pass-01.sgf
670 reg_genmove white
#? [!(?i)pass]

# do not pass first: White to move with points still open (Kosumi passed here; the game was drawn)
loadsgf tactics/pass-02.sgf
680 reg_genmove white
#? [!(?i)pass]

# do not pass first: Black to move with open points left (Kosumi passed here; GNU Go filled one)
loadsgf tactics/pass-03.sgf
690 reg_genmove black
#? [!(?i)pass]
