package io.opencab.bench;

import io.opencab.engine.game.Game;
import io.opencab.engine.game.GameCatalog;
import io.opencab.engine.rng.GameRng;
import io.opencab.engine.rng.SeededStreams;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * One whole round of a game (every cascade, feature and free spin), single-threaded, as the
 * simulator plays it. Run: {@code java -jar benchmarks/target/benchmarks.jar RoundBenchmark
 * -p game=christmas-tree}; figures go to docs/performance.md.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class RoundBenchmark {
    @Param({"christmas-tree", "lost-relics", "cool-jewels"})
    public String game;

    private Game g;
    private GameRng rng;

    @Setup
    public void setUp() {
        g = GameCatalog.standard().create(game);
        rng = SeededStreams.single(20261123L);
    }

    @Benchmark
    public Object round() {
        return g.play(1, rng);
    }
}
