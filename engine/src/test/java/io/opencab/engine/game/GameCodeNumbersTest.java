package io.opencab.engine.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Issue #37 item 2: the engine plays with no number its PAR JSON does not publish. The PAR JSON is
 * generated from the math resource, the resource holds only keys the game reads (checked when the
 * math loads, {@code MathResource.requireAllRead}), so what remains to show is that the games' code
 * brings no number of its own. This test reads every source file of the four games and fails on a
 * numeric literal outside these places:
 * <ul>
 *   <li>0 and 1, anywhere (counting, the first and the next, one bit);</li>
 *   <li>in {@code *Symbols.java}, an index constant ({@code static final int NAME = n;}): a symbol
 *       id, its position in the list the JSON names in that order (RTP sources and features are enums
 *       of each {@code *Outcome}, numbered by declaration);</li>
 *   <li>in {@code *Math.java}, on a line that calls a validation of the resource ({@code integer},
 *       {@code integers}, {@code weighted}, {@code valued}, {@code within}, {@code ascending}, {@code rising},
 *       {@code sheet...}, {@code cappedTerms}): the bounds a loaded value must lie within, never a value played;</li>
 *   <li>the {@link #DECLARED} values of a file, each with why: bit layouts, capacity hints, and the
 *       grid and meter shapes the code is built for (the resource states those too, and loading
 *       refuses a resource whose value differs).</li>
 * </ul>
 * A new number in a game's flow fails here: move it into the resource (and so into the PAR JSON),
 * or, if it is representation only, declare it below with its reason.
 */
class GameCodeNumbersTest {
    private static final Path GAMES = Path.of("src", "main", "java", "io", "opencab", "engine", "games");
    private static final Pattern LITERAL = Pattern.compile("(?<![\\w.])(0[xX][0-9a-fA-F_]+|\\d[\\d_]*)[lL]?(?![\\w.])");
    private static final Pattern INDEX_CONSTANT = Pattern.compile("static final int [A-Z_0-9]+ = \\d+;");
    private static final Pattern VALIDATION = Pattern.compile(
            "\\b(integer|integers|weighted|valued|within|ascending|rising|sheet[A-Za-z]*|cappedTerms)\\(");

    /** Values a file may hold beyond the rules above, and why. */
    private static final Map<String, Declared> DECLARED = Map.ofEntries(
            declared("lostrelics/LrMath.java", "the grid the code is built for (grid.columnHeights); the four offer"
                    + " masks 0..3 of a kind table (bit 2: Extra Wild or Extra Free Spin offered, bit 1: Extra Scatter or"
                    + " Sticky Wild offered)", 5, 2, 3, 4),
            declared("lostrelics/LrMainPlay.java", "bit 2 of the feature offer mask (Extra Wild)", 2),
            declared("lostrelics/LrFreeSession.java", "bit 2 of the grant offer mask; a list's capacity hint", 2, 4),
            declared("christmastree/CtMath.java", "the tree the code is built for (grid.columnHeights)", 2, 3, 5, 7),
            declared("christmastree/ChristmasTree.java", "capacity hints of scratch arrays and lists; two mask slots"
                    + " past the regular symbols", 2, 4),
            declared("clusterkingdom/CkMath.java", "the grid the code is built for (grid.columnHeights); 100: a"
                    + " percentage's whole", 5, 100),
            declared("clusterkingdom/CkBoard.java", "the packing of a 25-cell board into three words and a byte",
                    2, 3, 4, 5, 7, 8, 16, 24, 25, 31),
            declared("clusterkingdom/CkBoardTables.java", "the bit layout of a table entry", 3, 7, 8, 10),
            declared("clusterkingdom/CkDraws.java", "the sign bit of an int (an empty cell is negative)", 31),
            declared("clusterkingdom/CkEvaluator.java", "capacity hints", 4),
            declared("clusterkingdom/CkRound.java", "the royals' pending bits (King 1, Queen 2, Princess 4); a"
                    + " capacity hint", 2, 4, 8),
            declared("clusterkingdom/CkRoyals.java", "the royals' pending bits (Queen 2, Princess 4)", 2, 4),
            declared("cooljewels/CjMeter.java", "the meter the code is built for (meter.slices, checked at load)",
                    6, 8, 10, 12, 15),
            declared("cooljewels/CjPatterns.java", "the grid the code is built for (grid.columnHeights)", 6),
            declared("cooljewels/CjEvaluation.java", "the bit layout of a packed pay; the cause codes of a pay"
                    + " (group 0, expired 1, Pink 2, Wild 3 + k)", 2, 3, 6, 10, 12, 15, 18, 22, 38, 63, 0xFFFF),
            declared("cooljewels/CjRound.java", "the 14 symbol masks cleared one by one; the sign bit of a long;"
                    + " capacity hints", 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 63),
            declared("cooljewels/CjPairs.java", "a pair is two Wilds; a capacity hint", 2));

    private record Declared(String why, Set<Long> values) {
    }

    private static Map.Entry<String, Declared> declared(String file, String why, long... values) {
        Set<Long> v = new java.util.HashSet<>();
        for (long x : values) {
            v.add(x);
        }
        return Map.entry(file, new Declared(why, v));
    }

    @Test
    void theGamesCodeHoldsNoNumberOfItsOwn() throws IOException {
        List<String> found = new ArrayList<>();
        List<Path> files;
        try (Stream<Path> s = Files.walk(GAMES)) {
            files = s.filter(p -> p.toString().endsWith(".java")).sorted().toList();
        }
        assertTrue(files.size() > 40, "found the games' sources under " + GAMES.toAbsolutePath());
        for (Path p : files) {
            String rel = GAMES.relativize(p).toString().replace('\\', '/');
            found.addAll(undeclared(rel, Files.readString(p)));
        }
        assertEquals(List.of(), found, "numbers in the games' code that the math resource does not state");
    }

    @Test
    void theScanSeesANumberInCodeButNotInCommentsOrStrings() {
        // given a flow class with a number in a comment, in a string and in code
        String src = "class X {\n  // 30 cascades\n  String s = \"at most 30\";\n  int n = cascades < 30 ? 1 : 0;\n"
                + "  /* 250 free games */ long m = 1L << 5;\n}\n";
        // then only the code's numbers are reported, each with its line
        assertEquals(List.of("lostrelics/X.java:4: 30", "lostrelics/X.java:5: 5"), undeclared("lostrelics/X.java", src));
    }

    @Test
    void theScanAllowsIdsInSymbolsAndBoundsInTheMathsValidation() {
        assertEquals(List.of(), undeclared("lostrelics/LrSymbols.java", "  public static final int SNAKE = 7;\n"));
        assertEquals(List.of(), undeclared("lostrelics/LrMath.java", "  x = m.integer(\"cluster.min\", 6, 6);\n"));
        // but a played number in the math class is reported
        assertEquals(List.of("lostrelics/LrMath.java:1: 6"), undeclared("lostrelics/LrMath.java", "  minCluster = 6;\n"));
    }

    /** The numbers of {@code source} (the file {@code rel} under the games' package) that no rule allows. */
    static List<String> undeclared(String rel, String source) {
        List<String> out = new ArrayList<>();
        String[] lines = stripCommentsAndStrings(source).split("\n", -1);
        String name = rel.substring(rel.lastIndexOf('/') + 1);
        Declared d = DECLARED.get(rel);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            if (name.endsWith("Symbols.java") && INDEX_CONSTANT.matcher(line).find()) {
                continue;
            }
            boolean validation = name.endsWith("Math.java") && VALIDATION.matcher(line).find();
            Matcher m = LITERAL.matcher(line);
            while (m.find()) {
                String t = m.group(1).replace("_", "");
                long v = t.startsWith("0x") || t.startsWith("0X") ? Long.parseLong(t.substring(2), 16) : Long.parseLong(t);
                if (v == 0 || v == 1 || validation || (d != null && d.values().contains(v))) {
                    continue;
                }
                out.add(rel + ":" + (i + 1) + ": " + m.group(1));
            }
        }
        return out;
    }

    /** The source with comments removed and string and char literals emptied (line breaks kept). */
    static String stripCommentsAndStrings(String s) {
        StringBuilder b = new StringBuilder(s.length());
        int i = 0;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (s.startsWith("//", i)) {
                while (i < s.length() && s.charAt(i) != '\n') {
                    i++;
                }
            } else if (s.startsWith("/*", i)) {
                int end = s.indexOf("*/", i + 2);
                for (int k = i; k < end + 2; k++) {
                    if (s.charAt(k) == '\n') {
                        b.append('\n');
                    }
                }
                i = end + 2;
            } else if (c == '"' || c == '\'') {
                int k = i + 1;
                while (s.charAt(k) != c) {
                    k += s.charAt(k) == '\\' ? 2 : 1;
                }
                b.append(c).append(c);
                i = k + 1;
            } else {
                b.append(c);
                i++;
            }
        }
        return b.toString();
    }
}
