package io.opencab.bench;

import io.opencab.app.config.StoreSettings;
import io.opencab.app.json.OutcomeJson;
import io.opencab.app.json.Versions;
import io.opencab.engine.game.Game;
import io.opencab.engine.game.GameCatalog;
import io.opencab.engine.game.RoundOutcome;
import io.opencab.engine.rng.GameRng;
import io.opencab.engine.rng.RecordingRng;
import io.opencab.engine.rng.SeededStreams;
import io.opencab.hal.DeviceMode;
import io.opencab.hal.anchor.AnchorConfig;
import io.opencab.meters.JournalEntry;
import io.opencab.meters.MeterStore;
import io.opencab.meters.MeterStoreConfig;
import io.opencab.meters.NoteRecord;
import io.opencab.meters.RoundDecision;
import io.opencab.meters.RoundVersions;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Comparator;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Durable commits of the meter store (issue 6 "Speed"): a journal at its full 1,000-round
 * history, real Christmas Tree outcomes (JSON and draw record), {@code synchronous=FULL} (or
 * EXTRA). {@code decide} and {@code paid} time one commit each (the rest of the round happens in
 * the untimed set-up); {@code round} times decide + presented + paid, the three commits of a
 * round. With the witness and the simulated rollback anchor (issue 36: a round seals once, at decide;
 * presented and paid wait for the next seal). Sample mode reports p50/p99. Run on an idle machine:
 * {@code java -jar benchmarks/target/benchmarks.jar MeterStoreBenchmark}; the store lives in
 * {@code -Dmeters.bench.dir} (default: the working directory's {@code target/}).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2, time = 3)
@Measurement(iterations = 5, time = 4)
@Fork(1)
public class MeterStoreBenchmark {
    @Param({"FULL"})
    public String sync;

    /**
     * The rollback anchor the store seals to (issue 36): {@code simulated} (a counter file in a directory
     * beside the store's, synced once per seal) or {@code none}. The witness is always written.
     */
    @Param({"simulated"})
    public String anchor;

    private Path dir;
    private MeterStore store;
    private Game game;
    private GameRng rng;
    private final OutcomeJson json = new OutcomeJson();
    private RoundDecision next;
    private long open;

    @Setup(Level.Trial)
    public void setUp() throws IOException {
        Path base = Path.of(System.getProperty("meters.bench.dir", "target"));
        Files.createDirectories(base);
        dir = Files.createTempDirectory(base.toAbsolutePath(), "meterbench");
        MeterStoreConfig cfg = MeterStoreConfig.defaults(1).withExtraSync("EXTRA".equals(sync));
        if ("simulated".equals(anchor)) {
            cfg = cfg.withAnchor(StoreSettings.anchor(new AnchorConfig(DeviceMode.SIMULATED,
                dir.resolve("anchor-device").resolve("counter"))));
        }
        store = MeterStore.create(dir.resolve("meters.db"), cfg, Clock.systemUTC());
        game = GameCatalog.standard().create("christmas-tree");
        rng = SeededStreams.single(20261123L);
        // Fill the journal to its history so pruning runs on every round, as in service.
        for (int i = 0; i < cfg.journalHistory() + 10; i++) {
            topUp();
            prepare();
            JournalEntry e = store.decide(next);
            store.presented(e.roundId());
            store.paid(e.roundId());
        }
    }

    @TearDown(Level.Trial)
    public void tearDown() throws IOException {
        store.close();
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }

    private void topUp() {
        if (store.credits() < 1000) {
            NoteRecord n = store.billEscrowAccepted(10000);
            store.billStacked(n.noteId());
        }
    }

    private void prepare() {
        RecordingRng rec = new RecordingRng(rng);
        RoundOutcome o = game.play(1, rec);
        RoundVersions v = Versions.of(game.info(), "benchmark");
        next = new RoundDecision("christmas-tree", 1, o.bet(), store.credits(), json.toJson(o, v), rec.record().toText(),
            o.totalWin(), v);
    }

    /** Untimed: finish the previous round, top up, and decide the next outcome. */
    @Setup(Level.Invocation)
    public void nextRound() {
        if (open != 0) {
            store.presented(open);
            store.paid(open);
            open = 0;
        }
        topUp();
        prepare();
    }

    /** One commit: the decided round journalled with its meters. */
    @Benchmark
    public long decide() {
        open = store.decide(next).roundId();
        return open;
    }

    /** The three commits of a round: decide, presented, paid. */
    @Benchmark
    public long round() {
        long id = store.decide(next).roundId();
        store.presented(id);
        return store.paid(id).creditsAfter();
    }
}
