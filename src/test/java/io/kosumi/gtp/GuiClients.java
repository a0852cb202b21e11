package io.kosumi.gtp;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How the GUIs Kosumi is plugged into read its replies, rewritten in Java from their sources so
 * that tests can check what each client would show. Each part names the file it follows; where
 * a client silently drops what it cannot read, the method here returns it as a problem instead,
 * so a test can fail on output the user would never see.
 */
final class GuiClients {
    private GuiClients() {
    }

    /** Vertex letters of GTP (no I), as the clients spell them. */
    static final String ALPHA = "ABCDEFGHJKLMNOPQRSTUVWXYZ";

    // ================================================================== Sabaki v0.60.2

    /**
     * Sabaki v0.60.2 with @sabaki/gtp 3.1: {@code src/modules/analysis.js} (parseAnalysis,
     * normalizeWinrate), {@code src/modules/enginesyncer.js} (the command-sent handler that
     * keeps {@code syncer.analysis}), {@code src/modules/sabaki.js} (the analysis-update handler
     * that writes SBKV/SBKS) and {@code src/setting.js} (the command preferences), and
     * @sabaki/gtp's {@code src/ControllerStateTracker.js} (_sync) and {@code src/Response.js}.
     */
    static final class Sabaki {
        private Sabaki() {
        }

        /** setting.js: 'engines.analyze_commands', tried in this order. */
        static final List<String> ANALYZE_COMMANDS = List.of("analyze", "kata-analyze", "lz-analyze");
        /** setting.js: 'engines.gemove_analyze_commands'. */
        static final List<String> GENMOVE_ANALYZE_COMMANDS = List.of("genmove_analyze", "kata-genmove_analyze",
                "lz-genmove_analyze");
        /** setting.js: 'board.analysis_interval'. */
        static final String ANALYSIS_INTERVAL = "50";

        /** The first command of {@code preferences} that the engine lists (sabaki.js analyzeMove, generateMove). */
        static String choose(List<String> preferences, List<String> listCommands) {
            for (String c : preferences) {
                if (listCommands.contains(c)) {
                    return c;
                }
            }
            return null;
        }

        /** One variation of parseAnalysis. {@code vertex} is [x, y], [-1, -1] when not on the board. */
        record Variation(int[] vertex, double visits, double winrate, Double scoreLead, List<int[]> moves) {}

        private static final Pattern PV = Pattern.compile("(pass|[A-Za-z]\\d+)(\\s+(pass|[A-Za-z]\\d+))*$");
        private static final Pattern MOVE = Pattern.compile("^[A-Za-z]\\d+$");

        /** analysis.js parseAnalysis(line, board, winrateFormat) on a square board. */
        static List<Variation> parseAnalysis(String line, int size, boolean floatWinrate) {
            List<Variation> out = new ArrayList<>();
            String[] parts = line.split("\\s*info\\s+", -1);
            for (int p = 1; p < parts.length; p++) {
                String x = parts[p].trim();
                Matcher m = PV.matcher(x);
                if (!m.find()) {
                    continue;
                }
                String run = m.group();
                int passIndex = run.indexOf("pass");
                String kept = passIndex < 0 ? run : run.substring(0, passIndex);
                List<String> pv = new ArrayList<>();
                for (String v : kept.split("\\s+")) {
                    if (v.length() >= 2) {
                        pv.add(v);
                    }
                }
                String before = x.substring(0, m.start()).trim();
                List<String> tokens = new ArrayList<>(Arrays.asList(before.split("\\s+")));
                if (!tokens.isEmpty()) {
                    tokens.remove(tokens.size() - 1); // slice(0, -1): the "pv" key
                }
                Map<String, String> o = new LinkedHashMap<>();
                for (int i = 0; i < tokens.size(); i += 2) {
                    // keys.reduce: a missing value is undefined, a repeated key keeps the last value
                    o.put(tokens.get(i), i + 1 < tokens.size() ? tokens.get(i + 1) : null);
                }
                String move = o.get("move");
                String winrate = o.get("winrate");
                if (move == null || winrate == null || !MOVE.matcher(move).matches()) {
                    continue;
                }
                List<int[]> moves = new ArrayList<>();
                for (String v : pv) {
                    moves.add(parseVertex(v, size));
                }
                String visits = o.get("visits");
                String lead = o.get("scoreLead");
                out.add(new Variation(parseVertex(move, size), jsNumber(visits), normalizeWinrate(winrate, floatWinrate),
                        lead == null ? null : jsNumber(lead), moves));
            }
            return out;
        }

        /** analysis.js normalizeWinrate: a percentage. */
        static double normalizeWinrate(String winrate, boolean floatFormat) {
            return floatFormat ? jsNumber(winrate) * 100 : jsNumber(winrate) / 100;
        }

        /** JavaScript's unary plus on a string: NaN when it is not a number. */
        static double jsNumber(String s) {
            if (s == null) {
                return Double.NaN;
            }
            try {
                return Double.parseDouble(s.trim());
            } catch (NumberFormatException e) {
                return Double.NaN;
            }
        }

        /** @sabaki/go-board parseVertex. */
        static int[] parseVertex(String coord, int size) {
            if (coord.length() < 2) {
                return new int[] {-1, -1};
            }
            int x = ALPHA.indexOf(Character.toUpperCase(coord.charAt(0)));
            double n = jsNumber(coord.substring(1));
            if (Double.isNaN(n) || n != Math.rint(n)) {
                return new int[] {-1, -1};
            }
            int y = size - (int) n;
            return x >= 0 && x < size && y >= 0 && y < size ? new int[] {x, y} : new int[] {-1, -1};
        }

        /** @sabaki/go-board stringifyVertex. */
        static String stringifyVertex(int x, int y, int size) {
            return ALPHA.charAt(x) + Integer.toString(size - y);
        }

        /** enginesyncer.js: {@code syncer.analysis} after an info line (null when it keeps the old one). */
        record Analysis(int sign, List<Variation> variations, double winrate, double scoreLead) {}

        /** The command-sent handler's line subscriber for an analysis command {@code name color ...}. */
        static Analysis analysis(String name, String color, String line, int size) {
            if (!line.startsWith("info ")) {
                return null;
            }
            int sign = color.toUpperCase(Locale.ROOT).equals("W") ? -1 : 1;
            List<Variation> vs = parseAnalysis(line, size, name.startsWith("kata"));
            if (vs.isEmpty()) {
                return null;
            }
            double win = Double.NEGATIVE_INFINITY;
            double lead = Double.NEGATIVE_INFINITY;
            for (Variation v : vs) {
                win = jsMax(win, v.winrate());
                lead = jsMax(lead, v.scoreLead() == null ? Double.NaN : v.scoreLead());
            }
            return new Analysis(sign, vs, win, lead);
        }

        /** Math.max: NaN wins. */
        private static double jsMax(double a, double b) {
            return Double.isNaN(a) || Double.isNaN(b) ? Double.NaN : Math.max(a, b);
        }

        /** sabaki.js analysis-update: the SBKV value written to the node (Black's win rate in percent). */
        static double sbkv(Analysis a) {
            double w = a.sign() < 0 ? 100 - a.winrate() : a.winrate();
            return Math.round(w * 100) / 100.0;
        }

        /** sabaki.js analysis-update: the SBKS value (Black's lead), or NaN when Sabaki writes none. */
        static double sbks(Analysis a) {
            double s = a.sign() < 0 ? -a.scoreLead() : a.scoreLead();
            return Double.isFinite(s) ? Math.round(s * 100) / 100.0 : Double.NaN;
        }

        /** @sabaki/gtp Response.fromString. */
        record Response(Integer id, String content, boolean error) {
            static Response fromString(String input) {
                input = input.replace('\t', ' ').trim();
                if (input.isEmpty() || "=?".indexOf(input.charAt(0)) < 0) {
                    return new Response(null, "", false);
                }
                boolean error = input.charAt(0) != '=';
                boolean hasId = input.length() >= 2 && Character.isDigit(input.charAt(1));
                input = input.substring(1);
                Integer id = null;
                if (hasId) {
                    String first = input.split("\\s")[0];
                    try {
                        id = Integer.parseInt(first);
                        input = input.substring(first.length());
                    } catch (NumberFormatException e) {
                        id = null;
                    }
                }
                return new Response(id, input.trim(), error);
            }
        }

        /**
         * ControllerStateTracker._sync: the commands that bring an engine whose tracked state is
         * ({@code komi}, {@code size}, {@code history}; nulls for unknown) to the wanted one, in
         * the order sent. Komi and board size go one by one; the history commands are sent all
         * at once (Promise.all): undo back to the shared part and play the rest when that is
         * shorter, else clear_board and replay everything.
         */
        static List<String> sync(Double komi, Integer size, List<String> history, double wantKomi, int wantSize,
                List<String> wantHistory) {
            List<String> out = new ArrayList<>();
            if (komi == null || komi != wantKomi) {
                out.add("komi " + jsString(wantKomi));
            }
            if (size == null || size != wantSize) {
                out.add("boardsize " + wantSize);
                history = null; // the tracker forgets the history on boardsize
            }
            List<String> have = history == null ? List.of() : history;
            int max = Math.min(have.size(), wantHistory.size());
            int shared = 0;
            while (shared < max && have.get(shared).equalsIgnoreCase(wantHistory.get(shared))) {
                shared++;
            }
            int undo = have.size() - shared;
            if (history != null && shared > 0 && undo < shared) {
                for (int i = 0; i < undo; i++) {
                    out.add("undo");
                }
                out.addAll(wantHistory.subList(shared, wantHistory.size()));
                return out;
            }
            out.add("clear_board");
            out.addAll(wantHistory);
            return out;
        }

        /** How JavaScript prints a number in a template string. */
        static String jsString(double d) {
            return d == Math.rint(d) && Math.abs(d) < 1e15 ? Long.toString((long) d) : Double.toString(d);
        }
    }

    // ================================================================== Lizzie 0.7.4

    /**
     * Lizzie (featurecat/lizzie, 0.7.4): {@code src/main/java/featurecat/lizzie/analysis/Leelaz.java}
     * (parseLine, parseInfo, the version check, the commands it sends) and {@code MoveData.java}
     * (fromInfo, the Leela Zero form it reads for an engine whose name is not KataGo's), and
     * {@code rules/BoardData.java} (getWinrateFromBestMoves) and {@code gui/BoardRenderer.java}
     * (the move with the highest win rate gets a ring and always shows its figures).
     */
    static final class Lizzie {
        private Lizzie() {
        }

        /** config.json's default 'analyze-update-interval-centisec'. */
        static final int INTERVAL_CS = 10;

        /** MoveData's fields. */
        static final class MoveData {
            String coordinate;
            int playouts;
            double winrate;
            List<String> variation;
            double scoreMean;
            double policy;
        }

        /** MoveData.fromInfo: Integer.parseInt for winrate, prior (and lcb); throws as Lizzie would. */
        static MoveData fromInfo(String line) {
            MoveData result = new MoveData();
            String[] data = line.trim().split(" ");
            for (int i = 0; i < data.length; i++) {
                String key = data[i];
                if (key.equals("pv")) {
                    result.variation = new ArrayList<>(Arrays.asList(data).subList(i + 1, data.length));
                    break;
                }
                String value = data[++i];
                switch (key) {
                    case "move" -> result.coordinate = value;
                    case "visits" -> result.playouts = Integer.parseInt(value);
                    case "winrate" -> result.winrate = Integer.parseInt(value) / 100.0;
                    case "scoreMean" -> result.scoreMean = Double.parseDouble(value);
                    case "prior" -> result.policy = Integer.parseInt(value) / 100.0;
                    default -> { }
                }
            }
            return result;
        }

        /** Leelaz.parseInfo on a line without its leading "info ". */
        static List<MoveData> parseInfo(String line) {
            List<MoveData> moves = new ArrayList<>();
            for (String var : line.split(" info ")) {
                if (!var.trim().isEmpty()) {
                    moves.add(fromInfo(var));
                }
            }
            return moves;
        }

        /** BoardData.getWinrateFromBestMoves: the visit-weighted mean win rate, in percent. */
        static double winrate(List<MoveData> moves) {
            int total = 0;
            for (MoveData m : moves) {
                total += m.playouts;
            }
            double w = 0;
            for (MoveData m : moves) {
                w += m.winrate * m.playouts / total;
            }
            return w;
        }

        /** BoardRenderer: the highest win rate over the moves (the ringed move's). */
        static double maxWinrate(List<MoveData> moves) {
            double max = 0;
            for (MoveData m : moves) {
                max = Math.max(max, m.winrate);
            }
            return max;
        }

        /** parseLine on a reply header "=N ...": the command number, as Integer.parseInt reads it. */
        static int replyNumber(String line) {
            String[] params = line.trim().split(" ");
            return Integer.parseInt(params[0].substring(1).trim());
        }

        /**
         * parseLine's version check for an engine that is not KataGo: the minor number must be an
         * integer (an exception here ends Lizzie's reader thread); below 15 Lizzie shows a
         * warning dialog and goes on.
         */
        static int versionMinor(String versionReply) {
            String[] params = versionReply.trim().split(" ");
            String[] ver = params[1].split("\\.");
            return Integer.parseInt(ver[1]);
        }

        /** Board.asCoordinates: a vertex Lizzie can place, or false. */
        static boolean isCoordinate(String s, int size) {
            if (s == null || s.length() < 2) {
                return false;
            }
            int x = ALPHA.indexOf(Character.toUpperCase(s.charAt(0)));
            try {
                int y = Integer.parseInt(s.substring(1));
                return x >= 0 && x < size && y >= 1 && y <= size;
            } catch (NumberFormatException e) {
                return false;
            }
        }
    }

    // ================================================================== GoGui 1.6

    /**
     * GoGui 1.6 (Remi-Coulom/gogui, tag v1.6.0): {@code src/net/sf/gogui/gtp/AnalyzeDefinition.java}
     * (readConfig and the type names), {@code AnalyzeCommand.java} (replaceWildCards),
     * {@code src/net/sf/gogui/gui/AnalyzeShow.java} (showGfxLine and its parts),
     * {@code src/net/sf/gogui/gtp/GtpUtil.java} (parseVariation, parseStringBoard),
     * {@code src/net/sf/gogui/go/GoPoint.java} (parsePoint) and
     * {@code src/net/sf/gogui/util/StringUtil.java} (splitArguments).
     */
    static final class GoGui {
        private GoGui() {
        }

        /** AnalyzeDefinition's type names (anything else is NONE: GoGui shows nothing). */
        static final List<String> TYPES = List.of("bwboard", "cboard", "dboard", "eplist", "gfx", "hstring", "hpstring",
                "param", "plist", "pspairs", "pstring", "string", "sboard", "var", "varb", "varc", "varp", "varpo",
                "varw");

        /** One analyze definition: type, label, command. */
        record Definition(String type, String label, String command) {}

        /**
         * AnalyzeDefinition.readConfig on a program's gogui-analyze_commands reply; problems
         * collects what GoGui would reject (an error for the whole list) or silently drop.
         */
        static List<Definition> readConfig(String text, List<String> problems) {
            List<Definition> out = new ArrayList<>();
            List<String> labels = new ArrayList<>();
            int lineNumber = 0;
            for (String line : text.split("\n", -1)) {
                lineNumber++;
                line = line.trim();
                if (line.isEmpty() || line.charAt(0) == '#') {
                    continue;
                }
                String[] array = line.split("/");
                if (array.length < 3 || array.length > 5) {
                    problems.add("line " + lineNumber + " is an error for GoGui: " + line);
                    continue;
                }
                if (labels.contains(array[1])) {
                    problems.add("line " + lineNumber + " repeats a label, GoGui drops it: " + line);
                    continue;
                }
                labels.add(array[1]);
                if (!TYPES.contains(array[0])) {
                    problems.add("line " + lineNumber + " has a type GoGui does not know: " + line);
                }
                out.add(new Definition(array[0], array[1], array[2]));
            }
            return out;
        }

        /** Wildcards of AnalyzeCommand that need an argument from the user (point, file, string, colour). */
        static boolean needsUserArgument(String command) {
            for (String w : new String[] {"%p", "%P", "%f", "%r", "%w", "%s", "%o", "%c"}) {
                if (command.contains(w)) {
                    return true;
                }
            }
            return false;
        }

        /** AnalyzeCommand.replaceWildCards for a command without user arguments. */
        static String replaceWildCards(String command, boolean blackToMove) {
            return command.replace("%m", blackToMove ? "b" : "w");
        }

        /**
         * StringUtil.splitArguments' rules: whitespace separates words except inside double
         * quotes; a quote not escaped by a backslash opens or closes a quoted word (a closed
         * one is a word even when empty); backslashes stay in the words.
         */
        static List<String> splitArguments(String string) {
            List<String> words = new ArrayList<>();
            StringBuilder word = new StringBuilder();
            boolean quoted = false;
            boolean afterBackslash = false;
            for (char c : string.toCharArray()) {
                boolean quote = c == '"' && !afterBackslash;
                if (quote && quoted) {
                    words.add(word.toString());
                    word.setLength(0);
                } else if (!quote && !quoted && Character.isWhitespace(c)) {
                    if (word.length() > 0) {
                        words.add(word.toString());
                        word.setLength(0);
                    }
                } else if (!quote) {
                    word.append(c);
                }
                if (quote) {
                    quoted = !quoted;
                }
                afterBackslash = c == '\\' && !afterBackslash;
            }
            if (word.length() > 0) {
                words.add(word.toString());
            }
            return words;
        }

        /**
         * GoPoint.parsePoint for boards up to 25: null for "pass" (any case); else a column
         * letter and a row number inside the board, [x, y] from the bottom left. Stricter than
         * GoGui in one place: GoGui reads the letter I as J, here it is an error.
         */
        static int[] parsePoint(String string, int boardSize) {
            String s = string.trim().toUpperCase(Locale.ENGLISH);
            if (s.equals("PASS")) {
                return null;
            }
            int x = s.isEmpty() ? -1 : ALPHA.indexOf(s.charAt(0));
            int y;
            try {
                y = s.length() < 2 ? -1 : Integer.parseInt(s.substring(1)) - 1;
            } catch (NumberFormatException e) {
                y = -1;
            }
            if (x < 0 || x >= boardSize || y < 0 || y >= boardSize) {
                throw new IllegalArgumentException("invalid point " + string);
            }
            return new int[] {x, y};
        }

        /** What a gfx reply draws, as AnalyzeShow.showGfx would. */
        static final class Gfx {
            final Map<String, String> labels = new LinkedHashMap<>();
            final Map<String, Double> influence = new LinkedHashMap<>();
            final List<String> squares = new ArrayList<>();
            /** COLOR: the field background of each point, as GoGui's GuiBoardUtil.getColor reads it. */
            final Map<String, String> colored = new LinkedHashMap<>();
            /** VAR: colour and point of each move, in order. */
            final List<String> variation = new ArrayList<>();
            final List<String> text = new ArrayList<>();
            final List<String> problems = new ArrayList<>();
        }

        /** GuiBoardUtil.getColor's names; anything else goes to java.awt.Color.decode. */
        private static final List<String> COLOR_NAMES = List.of("blue", "cyan", "green", "gray", "magenta", "pink",
                "red", "yellow", "black", "white");

        private static final List<String> GFX_COMMANDS = List.of("BLACK", "CIRCLE", "CLEAR", "COLOR", "INFLUENCE",
                "LABEL", "MARK", "SQUARE", "TEXT", "TRIANGLE", "VAR", "WHITE");

        /**
         * AnalyzeShow.showGfx over the reply's lines. What GoGui skips without a word (an
         * unknown command, a point it cannot parse, a label without its text, a number it
         * cannot read) goes to {@link Gfx#problems}.
         */
        static Gfx showGfx(String response, int size) {
            Gfx g = new Gfx();
            for (String line : response.split("\n")) {
                List<String> args = splitArguments(line);
                if (args.isEmpty()) {
                    continue;
                }
                String cmd = args.get(0).toUpperCase(Locale.ENGLISH);
                if (!GFX_COMMANDS.contains(cmd)) {
                    g.problems.add("unknown gfx command: " + line);
                    continue;
                }
                switch (cmd) {
                    case "LABEL", "INFLUENCE" -> {
                        if (args.size() % 2 == 0) {
                            g.problems.add(cmd + " with a point but no value: " + line);
                        }
                        for (int i = 1; i + 1 < args.size(); i += 2) {
                            String p = point(args.get(i), size, g, line);
                            if (p == null) {
                                continue;
                            }
                            if (cmd.equals("LABEL")) {
                                g.labels.put(p, args.get(i + 1));
                            } else {
                                try {
                                    g.influence.put(p, Double.parseDouble(args.get(i + 1)));
                                } catch (NumberFormatException e) {
                                    g.problems.add("INFLUENCE value GoGui cannot read: " + args.get(i + 1));
                                }
                            }
                        }
                    }
                    case "SQUARE", "CIRCLE", "MARK", "TRIANGLE", "BLACK", "WHITE" -> {
                        for (int i = 1; i < args.size(); i++) {
                            String p = point(args.get(i), size, g, line);
                            if (p != null && cmd.equals("SQUARE")) {
                                g.squares.add(p);
                            }
                        }
                    }
                    case "COLOR" -> {
                        if (args.size() < 2) {
                            continue;
                        }
                        String colour = args.get(1);
                        if (!COLOR_NAMES.contains(colour) && !colour.matches("#[0-9a-fA-F]{6}")) {
                            g.problems.add("COLOR GoGui cannot read (it leaves the field as it is): " + colour);
                            continue;
                        }
                        for (int i = 2; i < args.size(); i++) {
                            String p = point(args.get(i), size, g, line);
                            if (p != null) {
                                g.colored.put(p, colour);
                            }
                        }
                    }
                    case "VAR" -> {
                        for (int i = 1; i < args.size(); i += 2) {
                            String c = args.get(i);
                            if (!c.equalsIgnoreCase("b") && !c.equalsIgnoreCase("w")) {
                                g.problems.add("VAR colour GoGui stops at: " + c);
                                break;
                            }
                            if (i + 1 >= args.size()) {
                                g.problems.add("VAR colour without a point: " + line);
                                break;
                            }
                            String p = point(args.get(i + 1), size, g, line);
                            g.variation.add(c.toLowerCase(Locale.ROOT) + " " + (p == null ? "pass" : p));
                        }
                    }
                    case "TEXT" -> {
                        String t = line.trim();
                        int pos = t.indexOf(' ');
                        g.text.add(pos > 0 ? t.substring(pos + 1) : "");
                    }
                    default -> { }
                }
            }
            return g;
        }

        /** The analyze types whose whole reply is text (AnalyzeDefinition.isTextType). */
        static final List<String> TEXT_TYPES = List.of("string", "hstring", "hpstring", "pstring", "var", "varc",
                "varw", "varb", "varp", "varpo");

        /**
         * Characters of the status bar a user sees: in a 900-pixel-wide main window GoGui 1.6
         * cuts the text off with "..." after about 100 (measured on a screenshot of the real
         * GUI, with the move field on the right); 80 leaves room for a smaller window.
         */
        static final int STATUS_CHARS = 80;

        /** Where GoGui puts a reply's text: the status bar line, or a text window (the other is null). */
        record Shown(String status, String window) {}

        /**
         * GoGui.analyzeContinue after a reply: the gfx TEXT lines (joined by newlines), or the
         * whole reply of a text type; one line goes to the status bar as "label: text" (an empty
         * one as "(empty response)"), several open a text window; with no text the status bar
         * shows the label alone.
         */
        static Shown shownText(Definition d, String response, Gfx gfx) {
            String text = null;
            if (gfx != null && !gfx.text.isEmpty()) {
                text = String.join("\n", gfx.text);
            } else if (TEXT_TYPES.contains(d.type())) {
                text = response;
            }
            if (text == null) {
                return new Shown(d.label(), null);
            }
            if (text.contains("\n")) {
                return new Shown(null, text);
            }
            boolean empty = TEXT_TYPES.contains(d.type()) && text.trim().isEmpty();
            return new Shown(d.label() + ": " + (empty ? "(empty response)" : text), null);
        }

        /** A point as GoGui parses it, normalised ("D4"); null for a pass, a problem when it is invalid. */
        private static String point(String s, int size, Gfx g, String line) {
            try {
                int[] p = parsePoint(s, size);
                if (p == null) {
                    return null;
                }
                return ALPHA.charAt(p[0]) + Integer.toString(p[1] + 1);
            } catch (IllegalArgumentException e) {
                g.problems.add("point GoGui skips: " + s + " in " + line);
                return null;
            }
        }
    }
}
