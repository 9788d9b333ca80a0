package io.opencab.app.cabinet;

import io.opencab.engine.game.DrawCatalog;
import io.opencab.engine.game.Game;
import io.opencab.engine.game.GameInfo;
import io.opencab.engine.game.RoundOutcome;
import io.opencab.engine.rng.GameRng;
import io.opencab.meters.RoundVersions;
import java.util.List;

/**
 * A game for the cabinet's tests: one draw in [0, 1,000,000) is the round's win in credits, so a test
 * decides the win by queueing the draw ({@link QueueRng}). Replayable like a real game: the outcome
 * depends on the bet level and the draw only.
 */
final class TestGame implements Game {
    static final String ID = "test-game";
    static final int BOUND = 1_000_000;
    static final int COINS = 10;

    record Outcome(String gameId, int betLevel, long bet, long totalWin) implements RoundOutcome {
        @Override
        public boolean capped() {
            return false;
        }

        @Override
        public int cascades() {
            return 0;
        }

        @Override
        public long sourceWin(int source) {
            return totalWin;
        }

        @Override
        public int featureCount(int feature) {
            return 0;
        }
    }

    /** The test game's "math" digest (it has no resource): any 64 hex digits, kept with its rounds. */
    static final String MATH_SHA256 = "7e57".repeat(16);
    static final String SOFTWARE = "0.0.0-test";

    private final GameInfo info = new GameInfo(ID, "Test Game", COINS, List.of(1, 2, 5), 100_000, List.of("base"),
        List.of(), 950_000, MATH_SHA256);

    @Override
    public GameInfo info() {
        return info;
    }

    @Override
    public DrawCatalog draws() {
        return new DrawCatalog.Builder().pick("win", "the round's win in credits, 0 .. 999,999").build();
    }

    @Override
    public RoundOutcome play(int betLevel, GameRng rng) {
        long bet = info.bet(betLevel);
        return new Outcome(ID, betLevel, bet, rng.nextInt(BOUND, "win"));
    }

    /** The test game's JSON, with this firmware's versions (as the cabinet journals them). */
    static String json(RoundOutcome o) {
        return json(o, VERSIONS);
    }

    static final RoundVersions VERSIONS = new RoundVersions("opencab.draws/1", MATH_SHA256, SOFTWARE);

    static String json(RoundOutcome o, RoundVersions v) {
        return "{\"format\":\"test\",\"game\":\"" + o.gameId() + "\",\"betLevel\":" + o.betLevel() + ",\"bet\":" + o.bet()
            + ",\"totalWin\":" + o.totalWin() + (v == null ? "" : ",\"versions\":\"" + v.summary() + "\"") + "}";
    }
}
