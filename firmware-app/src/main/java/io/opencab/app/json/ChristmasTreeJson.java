package io.opencab.app.json;

import io.opencab.engine.games.christmastree.ChristmasTreeOutcome;
import io.opencab.engine.games.christmastree.CtBlizzard;
import io.opencab.engine.games.christmastree.CtCascade;
import io.opencab.engine.games.christmastree.CtClusterWin;
import io.opencab.engine.games.christmastree.CtMiracle;
import io.opencab.engine.games.christmastree.CtSpin;
import io.opencab.engine.games.christmastree.CtStep;

/** Writes a Christmas Tree outcome in the form of docs/outcome-format.md. */
final class ChristmasTreeJson {
    private static final Fields<CtClusterWin> CLUSTER = Fields.of(CtClusterWin.class)
            .with((g, b, w) -> b.paidCluster(w.symbol(), w.size(), w.cells(), w.pay()));
    private static final Fields<CtCascade> CASCADE = Fields.of(CtCascade.class).type("cascade")
            .objects("clusters", CtCascade::clusters, CLUSTER).cells("removed", CtCascade::removed)
            .number("multiplier", CtCascade::multiplier).number("pay", CtCascade::pay).board("after", CtCascade::after);
    private static final Fields<CtBlizzard> BLIZZARD = Fields.of(CtBlizzard.class).type("blizzard")
            .cells("cells", CtBlizzard::cells).symbol("revealed", CtBlizzard::revealed).board("after", CtBlizzard::after);
    private static final Fields.Field<CtStep> STEP = (g, b, step) -> {
        switch (step) {
            case CtCascade c -> CASCADE.write(g, b, c);
            case CtBlizzard z -> BLIZZARD.write(g, b, z);
        }
    };
    /** Snowman's symbol and the cell the snowball hit (null when no cell showed the symbol). */
    private static final Fields<CtSpin> SNOWMAN = Fields.of(CtSpin.class).symbol("symbol", CtSpin::snowmanSymbol)
            .with((g, b, s) -> {
                if (s.snowmanCell() < 0) {
                    g.writeNullField("cell");
                } else {
                    b.cell("cell", s.snowmanCell());
                }
            });
    private static final Fields<CtSpin> SPIN = Fields.of(CtSpin.class).bool("free", CtSpin::free)
            .object("snowman", s -> s.snowmanSymbol() < 0 ? null : s, SNOWMAN)
            .board("drawn", CtSpin::drawn).board("start", CtSpin::start)
            .objects("steps", CtSpin::steps, STEP)
            .number("cascades", CtSpin::cascades).number("win", CtSpin::win).bool("stepLimited", CtSpin::stepLimited);
    private static final Fields<CtMiracle> MIRACLE = Fields.of(CtMiracle.class).string("kind", m -> m.kind().name())
            .number("value", CtMiracle::value).number("pay", CtMiracle::pay);
    /** The game's own members, after the common ones {@link OutcomeJson#toJson} writes. */
    static final Fields<ChristmasTreeOutcome> OUTCOME = Fields.of(ChristmasTreeOutcome.class)
            .with((g, b, o) -> b.grid()).object("regular", ChristmasTreeOutcome::regular, SPIN)
            .object("miracle", ChristmasTreeOutcome::miracle, MIRACLE).objects("freeSpins", ChristmasTreeOutcome::freeSpins, SPIN)
            .with(OutcomeJson.sources(ChristmasTreeOutcome.SOURCES));

    private ChristmasTreeJson() {
    }
}
