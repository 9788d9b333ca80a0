package io.opencab.app.cabinet.round;

import io.opencab.engine.EngineException;
import io.opencab.engine.game.Game;
import io.opencab.engine.game.RoundOutcome;
import io.opencab.engine.rng.DrawRecord;
import io.opencab.engine.rng.GameRng;
import io.opencab.engine.rng.LiveRng;
import io.opencab.engine.rng.RecordingRng;
import io.opencab.engine.rng.ReplayRng;
import io.opencab.meters.JournalEntry;
import io.opencab.meters.RoundDecision;
import io.opencab.meters.RoundVersions;
import java.util.Optional;

/**
 * Decides rounds and rebuilds them. A round is decided whole by the game on the live RNG through a
 * {@link RecordingRng}, so the journal keeps its draws beside its JSON; recovery and recall rebuild
 * the identical outcome by replaying those draws ({@link ReplayRng}) and check it against the JSON.
 * Not thread-safe: the cabinet thread owns it.
 */
public final class RoundPlayer {
    private final GameLibrary games;
    private final GameRng rng;

    public RoundPlayer(GameLibrary games, GameRng rng) {
        this.games = games;
        this.rng = rng;
    }

    /** A decided round, ready to journal. */
    public record Decided(RoundOutcome outcome, String json, String draws, boolean seededRng, RoundVersions versions) {
        public RoundDecision decision(long creditsBefore) {
            RoundDecision d = new RoundDecision(outcome.gameId(), outcome.betLevel(), outcome.bet(), creditsBefore,
                json, draws, outcome.totalWin(), versions);
            return seededRng ? d.seededRng() : d;
        }
    }

    public Decided decide(Game game, int betLevel) {
        RecordingRng rec = new RecordingRng(rng);
        RoundOutcome o = game.play(betLevel, rec);
        RoundVersions v = games.versions(o.gameId());
        return new Decided(o, games.json(o, v), rec.record().toText(), seeded(), v);
    }

    /**
     * Any RNG but the live one (a seeded stream given by tests or run --headless --seed) marks its rounds in the
     * journal and the export (issue 26 item 7), so no one takes them for live play.
     */
    private boolean seeded() {
        return !(rng instanceof LiveRng);
    }

    /** A journaled round rebuilt from its draws. */
    public record Rebuilt(Optional<RoundOutcome> outcome, String problem) {
        public boolean ok() {
            return problem == null;
        }
    }

    /**
     * Replays {@code e}'s draws: the outcome, when it is the journaled one (same JSON, same win, every
     * draw used); otherwise why not (another program or math decided it, or the record is damaged).
     */
    public Rebuilt replay(JournalEntry e) {
        Game game = games.game(e.gameId());
        if (game == null) {
            return new Rebuilt(Optional.empty(), "round " + e.roundId() + " is of game " + e.gameId()
                + ", which this firmware does not have");
        }
        try {
            ReplayRng replay = new ReplayRng(DrawRecord.parse(e.draws()));
            RoundOutcome o = game.play(e.betLevel(), replay);
            if (!replay.exhausted()) {
                return new Rebuilt(Optional.of(o), "round " + e.roundId() + " replayed without using all its draws");
            }
            // Rendered with the versions the round was journaled with: a later firmware rebuilds the same
            // outcome; what decided it stays as recorded (recall shows both when they differ).
            if (o.totalWin() != e.win() || !games.json(o, e.versions()).equals(e.outcomeJson())) {
                return new Rebuilt(Optional.of(o), "round " + e.roundId() + " replays to a different outcome"
                    + " (win " + o.totalWin() + ", journaled " + e.win() + ")"
                    + mathNote(e, game));
            }
            return new Rebuilt(Optional.of(o), null);
        } catch (EngineException | io.opencab.app.AppException ex) {
            return new Rebuilt(Optional.empty(), "round " + e.roundId() + " cannot be replayed: " + ex.getMessage());
        }
    }

    /** Why a replay may differ: the round was decided on other math than this firmware's. */
    private static String mathNote(JournalEntry e, Game game) {
        if (e.versions() == null || e.versions().mathSha256().equals(game.info().mathSha256())) {
            return "";
        }
        return "; it was decided on math " + e.versions().mathSha256().substring(0, 8) + "…, this firmware has "
            + game.info().mathSha256().substring(0, 8) + "…";
    }
}
