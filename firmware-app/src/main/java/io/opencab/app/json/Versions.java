package io.opencab.app.json;

import io.opencab.engine.game.GameInfo;
import io.opencab.engine.rng.DrawRecord;
import io.opencab.meters.RoundVersions;

/** The versions a round is decided under (docs/outcome-format.md, "Versions"; issue #37 item 4). */
public final class Versions {
    private Versions() {
    }

    /** A round of {@code game} decided by software {@code software}: this draw format, the game's math digest. */
    public static RoundVersions of(GameInfo game, String software) {
        return new RoundVersions(DrawRecord.FORMAT, game.mathSha256(), software);
    }
}
