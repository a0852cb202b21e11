package io.kosumi.tools;

import io.kosumi.board.Board;
import io.kosumi.board.Coord;
import io.kosumi.game.Game;
import io.kosumi.game.Rules;
import io.kosumi.sgf.SgfException;
import io.kosumi.sgf.SgfGameInfo;
import io.kosumi.sgf.SgfGames;
import io.kosumi.sgf.SgfNode;
import io.kosumi.sgf.SgfReader;
import io.kosumi.sgf.SgfWriter;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.kohsuke.args4j.CmdLineException;
import org.kohsuke.args4j.CmdLineParser;
import org.kohsuke.args4j.Option;

/**
 * {@code kosumi blunders}: turns a player's lost match games into regression cases for
 * {@code gtp-tests/} (gogui-regress format), with GNU Go as the judge.
 *
 * <p>At each of the player's moves (opening moves given by the match are skipped) GNU Go lists
 * the dragons ({@code dragon_status}). The position is a <em>candidate</em> when a dragon is
 * critical, the player's move is not GNU Go's saving point (own dragon) or killing point (the
 * opponent's), and after the reply the dragon is dead or captured (own) or alive (the
 * opponent's). A candidate is <em>accepted</em> when, over every empty point
 * ({@code owl_does_defend} / {@code owl_does_attack}), the move played settles none of the
 * critical dragons while GNU Go's own top move ({@code top_moves_COLOUR}) settles at least one;
 * the expected moves are the points that settle every dragon the top move settles. So an
 * expectation is both a reading result and the whole-board choice of a second engine. At most
 * {@code --max-per-game} cases per game are kept, the earliest.
 *
 * <p>Each case is written as an SGF file holding the game up to the position, with a comment
 * that records how it was found; the test entries ({@code loadsgf}, {@code reg_genmove},
 * {@code #? [moves]}) go to standard output or {@code --tst}.
 */
public final class Blunders {
    @Option(name = "--games", usage = "match folder (results.tsv and game-NNNN.sgf from kosumi match)")
    private String games;

    @Option(name = "--sgf", usage = "one game record instead of a match folder (needs --colour)")
    private String sgf;

    @Option(name = "--colour", usage = "with --sgf: the player's colour, black or white")
    private String colour;

    @Option(name = "--player", usage = "with --games: the engine whose games are examined, A or B")
    private String player = "A";

    @Option(name = "--player-name", usage = "the player's name in comments")
    private String playerName = "Kosumi";

    @Option(name = "--game", usage = "with --games: only this game number (repeatable)")
    private List<Integer> only = new ArrayList<>();

    @Option(name = "--include-won", usage = "with --games: examine the player's won and drawn games too")
    private boolean includeWon;

    @Option(name = "--gnugo", usage = "the judge's command line")
    private String gnugo = "/usr/games/gnugo --mode gtp --level 10 --chinese-rules";

    @Option(name = "--out", required = true, usage = "folder for the case SGF files (created)")
    private String out;

    @Option(name = "--prefix", usage = "case file name prefix (default: the match folder's name)")
    private String prefix;

    @Option(name = "--tst-dir", usage = "folder name used in the loadsgf lines (default: --out's last name)")
    private String tstDir;

    @Option(name = "--tst", usage = "write the test entries to this file instead of standard output")
    private String tst;

    @Option(name = "--first-id", usage = "id of the first test entry (then +10)")
    private int firstId = 10;

    @Option(name = "--max-per-game", usage = "cases kept per game, the earliest")
    private int maxPerGame = 2;

    @Option(name = "--timeout", usage = "seconds allowed for one GNU Go command")
    private int timeoutSeconds = 600;

    @Option(name = "--help", aliases = "-h", help = true, usage = "show this help")
    private boolean help;

    private static final String USAGE =
            "usage: kosumi blunders (--games DIR | --sgf FILE --colour black|white) --out DIR [options]";
    /** Vertices by column letter, then row number (as the suites list them). */
    private static final Comparator<String> VERTEX_ORDER =
            Comparator.comparing((String v) -> v.charAt(0)).thenComparingInt(v -> Integer.parseInt(v.substring(1)));
    private static final Pattern DRAGON = Pattern.compile("(\\S+): (\\w+)(?: (\\S+) (\\S+))?");

    /** A critical dragon at the position and the empty points that settle it. */
    record Dragon(String vertex, boolean own, Set<String> settling) {
        String role() {
            return own ? "save" : "kill";
        }
    }

    /** A game to examine: its number, its record and the player's colour. */
    private record Target(int number, Path file, int colour) {}

    /** An accepted case. */
    record Case(String name, int size, int game, int move, int colour, String played, String reply,
            String top, List<Dragon> dragons, List<Dragon> hit, Map<String, String> after,
            List<String> expected) {}

    public static int run(String[] args) throws Exception {
        return new Blunders().main(args, System.out, System.err);
    }

    int main(String[] args, PrintStream stdout, PrintStream err) throws IOException {
        int code = SubcommandArgs.parse(new CmdLineParser(this), args, () -> help, this::check, "blunders",
                USAGE, stdout, err);
        if (code != SubcommandArgs.RUN) {
            return code;
        }

        List<Target> todo = new ArrayList<>();
        if (sgf != null) {
            Path f = Paths.get(sgf).toAbsolutePath();
            todo.add(new Target(1, f, Coord.parseColor(colour)));
            if (prefix == null) {
                String n = f.getFileName().toString();
                prefix = n.endsWith(".sgf") ? n.substring(0, n.length() - 4) : n;
            }
        } else {
            Path dir = Paths.get(games).toAbsolutePath();
            Path results = dir.resolve(MatchResults.RESULTS);
            if (!Files.isRegularFile(results)) {
                err.println("blunders: no results.tsv in " + dir);
                return 1;
            }
            for (String line : Files.readAllLines(results, StandardCharsets.UTF_8)) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                MatchResults.GameRecord r;
                try {
                    r = MatchResults.GameRecord.parse(line);
                } catch (IllegalArgumentException e) {
                    err.println("blunders: " + results + ": bad line (" + e.getMessage() + "): " + line);
                    return 1;
                }
                int number = r.index() + 1;
                if (!only.isEmpty() && !only.contains(number)) {
                    continue;
                }
                int c = r.black().equals(player) ? Board.BLACK : Board.WHITE;
                boolean lost = r.winner() == (c == Board.BLACK ? 'W' : 'B');
                if (lost || includeWon) {
                    todo.add(new Target(number, dir.resolve(String.format(Locale.ROOT, "game-%04d.sgf", number)), c));
                }
            }
            todo.sort(Comparator.comparingInt(Target::number));
            if (prefix == null) {
                prefix = dir.getFileName().toString();
            }
        }
        Path outDir = Paths.get(out);
        Files.createDirectories(outDir);
        String loadDir = tstDir != null ? tstDir : outDir.toAbsolutePath().normalize().getFileName().toString();

        List<String> entries = new ArrayList<>();
        int id = firstId;
        GtpClient judge;
        try {
            judge = GtpClient.start("judge", gnugo, null, false);
            judge.sendOk("protocol_version", timeoutSeconds * 1000L);
        } catch (IOException | IllegalArgumentException e) {
            err.println("blunders: the judge does not answer: " + e.getMessage()
                    + " (install GNU Go: apt-get install -y gnugo, or give its command with --gnugo)");
            return 1;
        }
        int failed = 0;
        try (judge) {
            for (Target t : todo) {
                int number = t.number();
                Path file = t.file();
                int c = t.colour();
                SgfNode root;
                List<Case> found;
                try {
                    root = SgfReader.read(file);
                    found = scan(judge, root, file, number, c, err);
                } catch (NoSuchFileException e) {
                    err.println("blunders: " + file + ": no such file (game skipped)");
                    failed++;
                    continue;
                } catch (GtpClient.GtpTimeout | GtpClient.GtpEof e) {
                    // The judge hung or died: its state is unknown, so stop here.
                    err.println("blunders: " + file + ": " + e.getMessage() + " (stopped here)");
                    failed++;
                    break;
                } catch (SgfException e) {
                    err.println("blunders: " + file + ": " + e.getMessage() + " (game skipped)");
                    failed++;
                    continue;
                } catch (GtpClient.GtpFailure e) {
                    // The judge refused a command (e.g. a record it cannot load): skip the game.
                    err.println("blunders: " + file + ": the judge refused: " + e.getMessage() + " (game skipped)");
                    failed++;
                    continue;
                }
                for (Case k : found) {
                    writeCase(outDir, root, file, k);
                    entries.add(entry(k, id, loadDir));
                    id += 10;
                }
                err.printf(Locale.ROOT, "blunders: game %d (%s, %s): %d case(s)%n", number, file.getFileName(),
                        Coord.colorName(c), found.size());
            }
        }
        String text = String.join("\n", entries);
        if (tst != null) {
            Files.writeString(Paths.get(tst), text.isEmpty() ? "" : text + "\n", StandardCharsets.UTF_8);
        } else if (!text.isEmpty()) {
            stdout.println(text);
            stdout.flush();
        }
        err.printf(Locale.ROOT, "blunders: %d case(s) from %d game(s)%s%n", entries.size(), todo.size(),
                failed == 0 ? "" : ", " + failed + " game(s) skipped or stopped on errors");
        return failed == 0 ? 0 : 1;
    }

    private void check(CmdLineParser parser) throws CmdLineException {
        if ((games == null) == (sgf == null)) {
            throw new CmdLineException(parser, "give either --games or --sgf", null);
        }
        if (sgf != null && Coord.parseColor(colour) == Board.EMPTY) {
            throw new CmdLineException(parser, "--sgf needs --colour black or white", null);
        }
        if (!player.equals("A") && !player.equals("B")) {
            throw new CmdLineException(parser, "--player must be A or B", null);
        }
        if (maxPerGame < 1 || timeoutSeconds < 1) {
            throw new CmdLineException(parser, "--max-per-game and --timeout must be at least 1", null);
        }
    }

    /** The accepted cases of one game, the earliest {@code maxPerGame}. */
    List<Case> scan(GtpClient judge, SgfNode root, Path file, int number, int colour, PrintStream err)
            throws IOException, SgfException {
        // Replaying the record checks it (size, legal moves) before GNU Go sees it.
        int size = SgfGames.toGame(root, 0, Rules.CHINESE, true).size();
        List<String> moves = new ArrayList<>();
        List<Integer> colours = new ArrayList<>();
        List<Boolean> given = new ArrayList<>();
        for (SgfNode n : root.mainLine()) {
            String id = n.has("B") ? "B" : n.has("W") ? "W" : null;
            if (id == null) {
                continue;
            }
            int pt = SgfGames.parseMove(n.get(id), size);
            moves.add(pt == Board.PASS ? "PASS" : Coord.toGtp(pt, size));
            colours.add(id.equals("B") ? Board.BLACK : Board.WHITE);
            String comment = n.get("C");
            given.add(comment != null && comment.startsWith("opening"));
        }
        long wait = timeoutSeconds * 1000L;
        String path = file.toAbsolutePath().toString();
        List<Case> cases = new ArrayList<>();
        for (int i = 0; i + 1 < moves.size() && cases.size() < maxPerGame; i++) {
            if (colours.get(i) != colour || given.get(i)) {
                continue;
            }
            int k = i + 1; // GTP loadsgf: the position before move k
            String played = moves.get(i);
            judge.sendOk("loadsgf " + path + " " + k, wait);
            Map<String, String[]> critical = new LinkedHashMap<>();
            for (String line : judge.sendOk("dragon_status", wait).split("\n")) {
                Matcher m = DRAGON.matcher(line.trim());
                if (m.matches() && m.group(2).equals("critical") && m.group(3) != null) {
                    critical.put(m.group(1), new String[] {m.group(3), m.group(4)});
                }
            }
            if (critical.isEmpty()) {
                continue;
            }
            Map<String, Integer> owner = new LinkedHashMap<>();
            for (String v : critical.keySet()) {
                owner.put(v, Coord.parseColor(judge.sendOk("color " + v, wait).trim()));
            }
            // Candidates: a critical dragon whose GNU Go point was not played and whose fate is sealed
            // after the reply.
            List<String> sealed = new ArrayList<>();
            for (Map.Entry<String, String[]> e : critical.entrySet()) {
                boolean own = owner.get(e.getKey()) == colour;
                String point = own ? e.getValue()[1] : e.getValue()[0];
                if (!point.equalsIgnoreCase("PASS") && !point.equalsIgnoreCase(played)) {
                    sealed.add(e.getKey());
                }
            }
            if (sealed.isEmpty()) {
                continue;
            }
            String reply = moves.get(i + 1);
            judge.sendOk("loadsgf " + path + " " + (k + 2), wait);
            Map<String, String> after = new LinkedHashMap<>();
            for (String v : sealed) {
                boolean own = owner.get(v) == colour;
                String fate = Coord.parseColor(judge.sendOk("color " + v, wait).trim()) != owner.get(v)
                        ? "captured" : judge.sendOk("dragon_status " + v, wait).trim().split("\\s+")[0];
                if (own ? fate.equals("dead") || fate.equals("captured") : fate.equals("alive")) {
                    after.put(v, fate);
                }
            }
            if (after.isEmpty()) {
                continue;
            }
            // Every critical dragon: the empty points that settle it.
            judge.sendOk("loadsgf " + path + " " + k, wait);
            String[] top = judge.sendOk("top_moves_" + (colour == Board.BLACK ? "black" : "white"), wait)
                    .trim().split("\\s+");
            String best = top.length > 0 && !top[0].isEmpty() ? top[0].toUpperCase(Locale.ROOT) : "-";
            Set<String> stones = new HashSet<>();
            for (String c : new String[] {"black", "white"}) {
                for (String v : judge.sendOk("list_stones " + c, wait).trim().split("\\s+")) {
                    stones.add(v.toUpperCase(Locale.ROOT));
                }
            }
            List<String> empty = new ArrayList<>();
            for (int y = 1; y <= size; y++) {
                for (int x = 0; x < size; x++) {
                    String v = Coord.LETTERS.charAt(x) + Integer.toString(y);
                    if (!stones.contains(v)) {
                        empty.add(v);
                    }
                }
            }
            List<Dragon> dragons = new ArrayList<>();
            for (String v : critical.keySet()) {
                boolean own = owner.get(v) == colour;
                String cmd = own ? "owl_does_defend " : "owl_does_attack ";
                for (String p : empty) {
                    judge.write(cmd + p + " " + v);
                }
                judge.flush();
                List<String> works = new ArrayList<>();
                for (String p : empty) {
                    GtpClient.Reply r = judge.read(wait);
                    if (r.success() && !r.text().trim().equals("0")) {
                        works.add(p);
                    }
                }
                works.sort(VERTEX_ORDER);
                Set<String> settling = new LinkedHashSet<>(works);
                dragons.add(new Dragon(v, own, settling));
            }
            boolean playedSettles = dragons.stream().anyMatch(d -> d.settling().contains(played));
            List<Dragon> hit = dragons.stream().filter(d -> d.settling().contains(best)).collect(Collectors.toList());
            if (playedSettles || hit.isEmpty()) {
                err.printf(Locale.ROOT, "blunders: game %d move %d (%s): rejected (%s)%n", number, k, played,
                        playedSettles ? "the move played settles a critical dragon" : "GNU Go's top move " + best + " settles none");
                continue;
            }
            Set<String> expected = new LinkedHashSet<>(hit.get(0).settling());
            for (Dragon d : hit) {
                expected.retainAll(d.settling());
            }
            List<String> sorted = new ArrayList<>(expected);
            sorted.sort(VERTEX_ORDER);
            String name = String.format(Locale.ROOT, "%s-%d-%d", prefix, number, k);
            cases.add(new Case(name, size, number, k, colour, played, reply, best, dragons, hit, after, sorted));
        }
        return cases;
    }

    private void writeCase(Path outDir, SgfNode source, Path file, Case k) throws IOException {
        Game game;
        SgfGameInfo info;
        try {
            game = SgfGames.toGame(source, k.move(), Rules.CHINESE, true);
            info = SgfGameInfo.of(source);
        } catch (SgfException e) {
            throw new IOException(file + ": " + e.getMessage(), e);
        }
        String opponent = k.colour() == Board.BLACK ? info.playerWhite() : info.playerBlack();
        String result = info.result();
        info.result(null).gameName(null);
        SgfNode root = SgfGames.toTree(game, info, null);
        root.add("C", comment(k, game.komi(), file, opponent, result));
        Files.writeString(outDir.resolve(k.name() + ".sgf"), SgfWriter.write(root) + "\n", StandardCharsets.UTF_8);
    }

    private String comment(Case k, double komi, Path file, String opponent, String result) {
        String side = k.colour() == Board.BLACK ? "Black" : "White";
        String dragons = k.dragons().stream()
                .map(d -> (d.own() ? "own " : "enemy ") + d.vertex() + " (" + (d.own() ? "saved by: " : "killed by: ")
                        + (d.settling().isEmpty() ? "no move" : String.join(" ", d.settling())) + ")")
                .collect(Collectors.joining("; "));
        String fates = k.after().entrySet().stream().map(e -> e.getKey() + " " + e.getValue())
                .collect(Collectors.joining("; "));
        return String.format(Locale.ROOT,
                "From a game of %s (%s) against %s, %dx%d, komi %s, result %s (%s, game %d), before move %d. Critical dragons "
                        + "(GNU Go dragon_status, then owl_does_defend / owl_does_attack over every empty point): %s. "
                        + "%s played %s, which settles none of them; after the reply %s: %s. GNU Go's top move here "
                        + "is %s. Expected: the moves that %s. Found by kosumi blunders.",
                playerName, side, opponent == null ? "?" : opponent.replaceFirst("^[AB]: ", ""), k.size(), k.size(),
                SgfGames.formatKomi(komi), result == null ? "?" : result, file.getParent() == null ? file : file.getParent().getFileName() + "/" + file.getFileName(),
                k.game(), k.move(), dragons, playerName, k.played(), k.reply(), fates, k.top(), targets(k));
    }

    private static String targets(Case k) {
        return k.hit().stream().map(d -> d.role() + " " + d.vertex()).collect(Collectors.joining(" and "));
    }

    private String entry(Case k, int id, String loadDir) {
        String side = k.colour() == Board.BLACK ? "Black" : "White";
        return String.format(Locale.ROOT,
                "# game %d (%dx%d, %s %s), move %d: %s played %s; expected: the moves that %s (GNU Go plays %s)\n"
                        + "loadsgf %s/%s.sgf\n%d reg_genmove %s\n#? [%s]\n",
                k.game(), k.size(), k.size(), playerName, side, k.move(), playerName, k.played(), targets(k), k.top(),
                loadDir, k.name(), id, side.toLowerCase(Locale.ROOT), String.join("|", k.expected()));
    }
}
