package io.opencab.app.cabinet;

import io.opencab.engine.game.Game;
import io.opencab.engine.game.GameInfo;
import io.opencab.engine.game.RoundOutcome;
import io.opencab.engine.rng.GameRng;
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

    private final GameInfo info = new GameInfo(ID, "Test Game", COINS, List.of(1, 2, 5), 100_000, List.of("base"),
        List.of(), 950_000);

    @Override
    public GameInfo info() {
        return info;
    }

    @Override
    public RoundOutcome play(int betLevel, GameRng rng) {
        long bet = info.bet(betLevel);
        return new Outcome(ID, betLevel, bet, rng.nextInt(BOUND));
    }

    static String json(RoundOutcome o) {
        return "{\"format\":\"test\",\"game\":\"" + o.gameId() + "\",\"betLevel\":" + o.betLevel() + ",\"bet\":" + o.bet()
            + ",\"totalWin\":" + o.totalWin() + "}";
    }
}
