package io.opencab.app.cli;

import io.opencab.app.AppException;
import io.opencab.app.json.OutcomeJson;
import io.opencab.app.json.ReportJson;
import io.opencab.app.json.Versions;
import io.opencab.app.SoftwareVersion;
import io.opencab.app.config.IoReason;
import io.opencab.meters.RoundVersions;
import io.opencab.engine.game.Game;
import io.opencab.engine.game.GameCatalog;
import io.opencab.engine.game.RoundOutcome;
import io.opencab.engine.rng.DrawRecord;
import io.opencab.engine.sim.SimulationOptions;
import io.opencab.engine.sim.SimulationReport;
import io.opencab.engine.sim.Simulator;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.Locale;
import java.util.function.BiConsumer;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code cabinet simulate}: the PAR statistics of a game by Monte-Carlo. */
@Command(name = "simulate", mixinStandardHelpOptions = true,
        description = "Plays a game many times with seeded RNG streams and prints its PAR statistics.")
final class SimulateCommand extends CliCommand {
    @Option(names = "--game", required = true, description = "Game id: ${COMPLETION-CANDIDATES}", completionCandidates = GameIds.class)
    String game;

    @Option(names = "--rounds", converter = CountConverter.class, description = "Rounds to play (the most, with"
        + " --precision): digits, 1_000_000 or 1e6. Default ${DEFAULT-VALUE}.", defaultValue = "1000000")
    long rounds;

    @Option(names = "--seed", converter = SeedConverter.class, description = "Seed of the reproducible streams (default: drawn from SecureRandom and printed).")
    Long seed;

    @Option(names = "--threads", description = "Worker threads, 1..256 (default: all cores).")
    Integer threads;

    @Option(names = "--bet-level", description = "Bet level of every round. Default ${DEFAULT-VALUE}.", defaultValue = "1")
    int betLevel;

    @Option(names = "--precision", description = "Stop once the RTP's 99%% confidence half-width is at most P (a fraction: 0.0015 = 0.15 points).")
    Double precision;

    @Option(names = "--batch", converter = CountConverter.class, description = "Rounds per thread between precision"
        + " checks. Default ${DEFAULT-VALUE}.", defaultValue = "1000000")
    long batch;

    @Option(names = "--json", description = "Print the statistics as one JSON object.")
    boolean json;

    @Option(names = "--dump", arity = "2", paramLabel = "K FILE", description = "Write the first K outcomes of stream 0 as JSON lines to FILE; K from 1 to the rounds stream 0"
        + " plays (--rounds / --threads, rounded up; with --precision also at most --batch).")
    String[] dump;

    @Option(names = "--dump-draws", description = "With --dump: each outcome also carries \"draws\", the round's RNG"
        + " draws as the journal keeps them (value/bound pairs in draw order), so a lab can replay it against the"
        + " published weights (docs/outcome-format.md).")
    boolean dumpDraws;

    @Override
    public Integer call() {
        if (rounds < 1) {
            throw badArgument("--rounds must be at least 1, got " + rounds);
        }
        int t = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
        if (t < 1 || t > 256) {
            throw badArgument("--threads must be 1..256, got " + t);
        }
        double p = precision == null ? 0 : precision;
        if (precision != null && !(p > 0 && p < 1)) {
            // As written: the double read back said "got 2.0" for 2 (outside check, stop 50).
            throw badArgument("--precision must be a fraction between 0 and 1 (0.0015 = 0.15 points), got "
                + spec.commandLine().getParseResult().matchedOption("--precision").stringValues().getLast());
        }
        if (batch < 1) {
            throw badArgument("--batch must be at least 1, got " + batch);
        }
        Game g;
        try {
            g = GameCatalog.standard().create(game);
        } catch (io.opencab.engine.EngineException e) {
            throw badArgument("--game: " + e.getMessage());
        }
        if (!g.info().betLevels().contains(betLevel)) {
            throw badArgument("--bet-level " + betLevel + " is not offered by " + game + " (levels " + g.info().betLevels() + ")");
        }
        if (dumpDraws && dump == null) {
            throw badArgument("--dump-draws adds the draws to --dump K FILE: give --dump too");
        }
        long dumpCount = 0;
        Path dumpFile = null;
        if (dump != null) {
            if (dump.length != 2) {
                // picocli gathers a repeated --dump into one array: the second was dropped without a word.
                throw badArgument("--dump K FILE: given " + dump.length / 2 + " times; a run writes one dump");
            }
            try {
                dumpCount = CountConverter.parse(dump[0]);
            } catch (CommandLine.TypeConversionException e) {
                throw badArgument("--dump K FILE: K " + e.getMessage());
            }
            if (dumpCount < 1) {
                // A dump of no round is an empty file a replayer would take for a lost one (outside check, stop 50).
                throw badArgument("--dump K FILE: K must be at least 1, got " + dumpCount);
            }
            refuseShortDump(dumpCount, t);
            if (dump[1].isEmpty()) {
                throw badArgument("--dump K FILE: FILE is empty; name the file to write");
            }
            dumpFile = Path.of(dump[1]);
        }
        long s = seed == null ? new SecureRandom().nextLong() : seed;
        SimulationOptions options = new SimulationOptions(rounds, s, t, betLevel, p, batch);
        SimulationReport report;
        if (dumpFile == null) {
            report = new Simulator(g).run(options);
        } else {
            try (BufferedWriter w = Files.newBufferedWriter(dumpFile, StandardCharsets.UTF_8)) {
                OutcomeJson oj = new OutcomeJson();
                RoundVersions versions = Versions.of(g.info(), SoftwareVersion.current());
                BiConsumer<RoundOutcome, DrawRecord> writer = (o, draws) -> {
                    try {
                        String json = oj.toJson(o, versions);
                        w.write(draws == null ? json : OutcomeJson.withDraws(json, draws));
                        w.newLine();
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                };
                Simulator sim = new Simulator(g);
                report = dumpDraws ? sim.runRecorded(options, dumpCount, writer)
                    : sim.run(options, dumpCount, o -> writer.accept(o, null));
            } catch (IOException e) {
                throw new AppException("cannot write dump file " + dumpFile + ": " + IoReason.of(e), e);
            } catch (io.opencab.engine.EngineException e) {
                // A write failing during the run (a full disk) reaches here as the simulation's failure.
                if (e.getCause() instanceof UncheckedIOException u) {
                    throw new AppException("cannot write dump file " + dumpFile + ": " + IoReason.of(u.getCause()), e);
                }
                throw e;
            }
        }
        PrintWriter out = out();
        if (json) {
            out.println(new ReportJson().toJson(report));
        } else {
            out.print(ReportText.format(report, g.info()));
        }
        out.flush();
        return 0;
    }

    /**
     * Refuses a dump of more rounds than stream 0 is sure to play (docs/outcome-format.md, "Simulator dumps"): the
     * rounds are spread over the threads' streams, and --precision may stop the run after its first batch. A lab that
     * asked for K rounds to replay got fewer, with exit code 0 (--rounds 10 --dump 50 on two cores wrote 5).
     */
    private void refuseShortDump(long k, int t) {
        long firstStream = rounds / t + (rounds % t == 0 ? 0 : 1);
        if (precision == null && k > firstStream) {
            throw badArgument("--dump K FILE: K " + k + " is more than the " + firstStream + " rounds of stream 0"
                + " (--rounds " + rounds + " over " + RunCommand.count(t, "thread") + "): a dump holds the first K rounds of"
                + " stream 0, so K may be at most --rounds / --threads, rounded up (--threads 1: K up to --rounds)");
        }
        long sure = Math.min(firstStream, batch);
        if (precision != null && k > sure) {
            throw badArgument("--dump K FILE: K " + k + " is more than the " + sure + " rounds stream 0 is sure to play"
                + " with --precision, which may stop the run after its first batch: K may be at most --batch ("
                + batch + ") and --rounds / --threads, rounded up (" + firstStream + ")");
        }
    }

    static final class GameIds implements Iterable<String> {
        @Override
        public java.util.Iterator<String> iterator() {
            return GameCatalog.standard().ids().iterator();
        }
    }

    static String pct(double d) {
        return String.format(Locale.ROOT, "%.4f%%", d * 100);
    }
}
