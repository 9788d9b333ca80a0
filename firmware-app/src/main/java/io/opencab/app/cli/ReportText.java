package io.opencab.app.cli;

import io.opencab.engine.game.GameInfo;
import io.opencab.engine.sim.SimulationReport;
import java.util.Locale;
import java.util.Map;

/** The human-readable PAR statistics of a simulation. */
final class ReportText {
    private ReportText() {
    }

    static String format(SimulationReport r, GameInfo info) {
        StringBuilder b = new StringBuilder();
        f(b, "game                %s (%s)%n", r.game(), info.name());
        f(b, "rounds              %,d at bet %d credits, seed %d, %d threads, %s%n", r.rounds(), r.bet(), r.seed(), r.threads(), r.rngAlgorithm());
        f(b, "RTP                 %s   (target %s)%n", pct(r.rtp()), pct(info.targetRtpPpm() / 1e6));
        f(b, "RTP 95%% CI          [%s, %s]%n", pct(r.rtpCi95()[0]), pct(r.rtpCi95()[1]));
        f(b, "RTP 99%% CI          [%s, %s]   (half-width %.4f points)%n", pct(r.rtpCi99()[0]), pct(r.rtpCi99()[1]), (r.rtpCi99()[1] - r.rtpCi99()[0]) * 50);
        f(b, "hit frequency       %s   (1 in %.2f)%n", pct(r.hitFrequency()), 1 / r.hitFrequency());
        f(b, "standard deviation  %.3f x bet%n", r.stdDev());
        f(b, "largest win         %,.2f x bet%n", r.maxWinX());
        if (info.capX() > 0) {
            f(b, "cap hits            %,d (cap %,d x bet)%n", r.capHits(), info.capX());
        } else {
            f(b, "cap hits            %,d (no cap)%n", r.capHits());
        }
        b.append("RTP by source\n");
        for (Map.Entry<String, Double> e : r.contributions().entrySet()) {
            f(b, "  %-18s%s%n", e.getKey(), pct(e.getValue()));
        }
        b.append("features            rounds with it      occurrences per round\n");
        for (Map.Entry<String, Double> e : r.features().entrySet()) {
            double v = e.getValue();
            f(b, "  %-18s%-12s (1 in %s)  %.6f%n", e.getKey(), pct(v), v > 0 ? String.format(Locale.ROOT, "%,.1f", 1 / v) : "-", r.featureMean().get(e.getKey()));
        }
        b.append("cascade depth       rounds\n");
        long[] d = r.cascadeDepth();
        for (int i = 0; i < d.length; i++) {
            if (d[i] > 0) {
                f(b, "  %-18s%,d%n", i == d.length - 1 ? i + "+" : Integer.toString(i), d[i]);
            }
        }
        b.append("win size (x bet)    rounds\n");
        for (int i = 0; i < r.winSize().length; i++) {
            if (r.winSize()[i] > 0) {
                f(b, "  %-18s%,d%n", r.winSizeLabels().get(i), r.winSize()[i]);
            }
        }
        f(b, "time                %.1f s%n", r.seconds());
        f(b, "throughput          %,.0f rounds/s (%,.0f per thread)%n", r.roundsPerSecond(), r.roundsPerSecond() / r.threads());
        return b.toString();
    }

    private static String pct(double d) {
        return String.format(Locale.ROOT, "%.4f%%", d * 100);
    }

    private static void f(StringBuilder b, String fmt, Object... args) {
        b.append(String.format(Locale.ROOT, fmt, args));
    }
}
