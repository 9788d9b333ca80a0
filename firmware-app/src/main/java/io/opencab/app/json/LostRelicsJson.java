package io.opencab.app.json;

import io.opencab.engine.games.lostrelics.LostRelicsOutcome;
import io.opencab.engine.games.lostrelics.LrChest;
import io.opencab.engine.games.lostrelics.LrChestAward;
import io.opencab.engine.games.lostrelics.LrChestGrant;
import io.opencab.engine.games.lostrelics.LrClusterWin;
import io.opencab.engine.games.lostrelics.LrFeature;
import io.opencab.engine.games.lostrelics.LrFreeSpin;
import io.opencab.engine.games.lostrelics.LrMainSpin;

/** Writes a Lost Relics outcome in the form of docs/outcome-format-lost-relics.md. */
final class LostRelicsJson {
    private static final Fields<LrClusterWin> CLUSTER = Fields.of(LrClusterWin.class)
            .with((g, b, w) -> b.paidCluster(w.symbol(), w.size(), w.cells(), w.pay()));
    private static final Fields<LrChest> CHEST = Fields.of(LrChest.class).number("number", LrChest::number)
            .string("type", c -> c.type().name()).cells("cells", LrChest::cells);
    /** A feature's kind, cell and symbol, what that kind gives, and the Scatters collected after it. */
    private static final Fields<LrFeature> FEATURE = Fields.of(LrFeature.class).string("kind", f -> f.kind().name())
            .cell("cell", LrFeature::cell).symbol("symbol", LrFeature::symbol)
            .with((g, b, f) -> {
                switch (f.kind()) {
                    case COIN_WIN -> {
                        g.writeNumberField("coinX", f.coinX());
                        g.writeNumberField("pay", f.pay());
                    }
                    case EXTRA_WILD -> b.cells("wildCells", f.wildCells());
                    case EXTRA_SCATTER -> g.writeNumberField("scatterAwarded", 1);
                }
            })
            .number("scattersAfter", LrFeature::scatters);
    private static final Fields<LrChestGrant> GRANT = Fields.of(LrChestGrant.class).string("kind", gr -> gr.kind().name())
            .with((g, b, gr) -> {
                switch (gr.kind()) {
                    case STICKY_WILD -> b.cell("cell", gr.cell());
                    case COIN_WIN -> {
                        g.writeNumberField("coinX", gr.coinX());
                        g.writeNumberField("pay", gr.pay());
                    }
                    case EXTRA_FREE_SPIN -> g.writeNumberField("spins", 1);
                }
            });
    private static final Fields<LrChestAward> AWARD = Fields.of(LrChestAward.class)
            .objects("grants", LrChestAward::grants, GRANT).number("extraFreeSpins", LrChestAward::extraSpins)
            .cells("stickyWilds", LrChestAward::stickyCells).number("coinWin", LrChestAward::coinWin);
    private static final Fields<LrMainSpin> MAIN = Fields.of(LrMainSpin.class).board("drawn", LrMainSpin::drawn)
            .objects("features", LrMainSpin::features, FEATURE).board("board", LrMainSpin::board)
            .objects("clusters", LrMainSpin::clusters, CLUSTER).number("landedScatters", LrMainSpin::landedScatters)
            .number("scatters", LrMainSpin::scatters).number("pay", LrMainSpin::pay).number("coinWin", LrMainSpin::coinWin);
    private static final Fields<LrFreeSpin> FREE_SPIN = Fields.of(LrFreeSpin.class).number("number", LrFreeSpin::number)
            .board("drawn", LrFreeSpin::drawn).cells("sticky", LrFreeSpin::sticky).board("board", LrFreeSpin::board)
            .objects("clusters", LrFreeSpin::clusters, CLUSTER).number("pay", LrFreeSpin::pay)
            .object("chest", LrFreeSpin::chest, CHEST).cells("uncovered", LrFreeSpin::uncovered)
            .object("chestFound", LrFreeSpin::award, AWARD);
    private static final Fields<LostRelicsOutcome> FREE_SPINS = Fields.of(LostRelicsOutcome.class)
            .bool("triggered", o -> !o.freeSpins().isEmpty()).number("played", o -> o.freeSpins().size())
            .number("extraFreeSpins", LostRelicsOutcome::extraFreeSpins).cells("stickyWilds", LostRelicsOutcome::stickyWilds)
            .objects("spins", LostRelicsOutcome::freeSpins, FREE_SPIN).object("lastChest", LostRelicsOutcome::lastChest, CHEST);
    // The common grid object, but Lost Relics has no cascades: no gravity, no refill.
    /** The game's own members, after the common ones {@link OutcomeJson#toJson} writes. */
    static final Fields<LostRelicsOutcome> OUTCOME = Fields.of(LostRelicsOutcome.class)
            .with((g, b, o) -> b.grid("none: no cascades")).object("main", LostRelicsOutcome::main, MAIN)
            .object("freeSpins", o -> o, FREE_SPINS)
            .with(OutcomeJson.sources(LostRelicsOutcome.SOURCES));

    private LostRelicsJson() {
    }
}
