package io.opencab.ui.demo;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * TOOL (not a test; issue 24 item 3): reads what JavaFX's pulse logger ({@code
 * -Djavafx.pulseLogger=true}) wrote while {@link KioskPacingProbe} ran, and prints, for each game
 * measured (between its {@code PACING BEGIN} and {@code PACING END} markers), the distribution of
 * the intervals between pulses (the frame intervals) and, for the pulses slower than the logger's
 * threshold (it writes their phases only), where their time went.
 *
 * <p>The logger writes a pulse as {@code [n Ims:Tms]} (I: ms since the previous pulse started,
 * T: the pulse's own time with its rendering) or, above the threshold, as {@code PULSE: n [Ims:Tms]}
 * followed by its phases {@code Tthread (start +durationms): phase}. Its figures are whole
 * milliseconds (truncated).
 *
 * <p>Usage: {@code PulseLogStats LOGFILE}.
 */
public final class PulseLogStats {
    private static final Pattern PULSE = Pattern.compile("\\[(\\d+) (\\d+)ms:(\\d+)ms\\]|PULSE: (\\d+) \\[(\\d+)ms:(\\d+)ms\\]");
    private static final Pattern PHASE = Pattern.compile("^T\\d+ \\((\\d+) \\+(\\d+)ms\\): (.+)$");
    private static final Pattern MARK = Pattern.compile("^PACING (BEGIN|END) (\\S+)$");
    private static final String STEP = "PACING STEP ";

    private PulseLogStats() {
    }

    /** What one game's measured presentation did. */
    static final class Game {
        final List<Integer> intervals = new ArrayList<>();
        final List<Integer> durations = new ArrayList<>();
        final Map<String, Long> phaseMillis = new LinkedHashMap<>();
        final Map<String, Integer> lateByStep = new LinkedHashMap<>();
        String step = "";
        boolean first = true;
        int slowPulses;
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            throw new IllegalArgumentException("usage: PulseLogStats LOGFILE (the standard error of KioskPacingProbe)");
        }
        Map<String, Game> games = parse(Files.readAllLines(Path.of(args[0])));
        if (games.isEmpty()) {
            throw new IllegalStateException("no PACING BEGIN/END markers in " + args[0]);
        }
        List<Integer> all = new ArrayList<>();
        System.out.println("game              pulses  interval ms: median   p90   p99   max   >20ms  >33ms  pulse ms: mean");
        for (Map.Entry<String, Game> e : games.entrySet()) {
            Game g = e.getValue();
            all.addAll(g.intervals);
            System.out.println(row(e.getKey(), g.intervals, g.durations));
        }
        List<Integer> durations = new ArrayList<>();
        games.values().forEach(g -> durations.addAll(g.durations));
        System.out.println(row("all", all, durations));
        System.out.println();
        System.out.println("pulses over the logger's threshold, time by phase (ms, summed):");
        for (Map.Entry<String, Game> e : games.entrySet()) {
            StringBuilder b = new StringBuilder(String.format(Locale.ROOT, "%-16s %4d slow:", e.getKey(), e.getValue().slowPulses));
            e.getValue().phaseMillis.entrySet().stream().sorted(Map.Entry.<String, Long>comparingByValue().reversed())
                    .limit(6).forEach(p -> b.append(String.format(Locale.ROOT, "  %s %d", p.getKey(), p.getValue())));
            System.out.println(b);
        }
        System.out.println();
        System.out.println("frames later than 20 ms, by the step shown (its caption):");
        for (Map.Entry<String, Game> e : games.entrySet()) {
            e.getValue().lateByStep.forEach((step, n) -> System.out.printf(Locale.ROOT, "%-16s %3d  %s%n", e.getKey(), n, step));
        }
    }

    static Map<String, Game> parse(List<String> lines) {
        Map<String, Game> games = new LinkedHashMap<>();
        Game current = null;
        boolean slow = false;
        for (String line : lines) {
            Matcher mark = MARK.matcher(line.trim());
            if (mark.matches()) {
                current = mark.group(1).equals("BEGIN") ? games.computeIfAbsent(mark.group(2), k -> new Game()) : null;
                if (current != null) {
                    current.first = true;
                }
                slow = false;
                continue;
            }
            if (current == null) {
                continue;
            }
            if (line.startsWith(STEP)) {
                String caption = line.substring(STEP.length()).replace('\n', ' ');
                current.step = caption.length() > 36 ? caption.substring(0, 36) : caption;
                continue;
            }
            Matcher phase = PHASE.matcher(line.trim());
            if (phase.matches()) {
                if (slow) {
                    current.phaseMillis.merge(phase.group(3), Long.parseLong(phase.group(2)), Long::sum);
                }
                continue;
            }
            Matcher p = PULSE.matcher(line);
            while (p.find()) {
                boolean long_ = p.group(4) != null;
                int interval = Integer.parseInt(long_ ? p.group(5) : p.group(2));
                int duration = Integer.parseInt(long_ ? p.group(6) : p.group(3));
                // The first pulse of a presentation follows the idle screen (no pulses, or its
                // own): its interval measures the wait for SPIN, not a frame.
                if (!current.first) {
                    current.intervals.add(interval);
                    if (interval > 20) {
                        current.lateByStep.merge(current.step, 1, Integer::sum);
                    }
                }
                current.first = false;
                current.durations.add(duration);
                slow = long_;
                if (long_) {
                    current.slowPulses++;
                }
            }
        }
        return games;
    }

    private static String row(String name, List<Integer> intervals, List<Integer> durations) {
        List<Integer> s = new ArrayList<>(intervals);
        Collections.sort(s);
        if (s.isEmpty()) {
            return String.format(Locale.ROOT, "%-16s no pulses", name);
        }
        return String.format(Locale.ROOT, "%-16s %7d  %20d %5d %5d %5d %7d %6d  %14.1f", name, s.size(), pct(s, 50),
                pct(s, 90), pct(s, 99), s.getLast(), s.stream().filter(v -> v > 20).count(),
                s.stream().filter(v -> v > 33).count(), durations.stream().mapToInt(Integer::intValue).average().orElse(0));
    }

    /** The nearest-rank percentile. */
    private static int pct(List<Integer> sorted, int p) {
        return sorted.get(Math.max(0, (int) Math.ceil(p / 100.0 * sorted.size()) - 1));
    }
}
