package io.opencab.app.json;

import com.fasterxml.jackson.core.JsonGenerator;
import io.opencab.engine.games.clusterkingdom.CkBoard;
import io.opencab.engine.games.clusterkingdom.CkCascade;
import io.opencab.engine.games.clusterkingdom.CkClusterWin;
import io.opencab.engine.games.clusterkingdom.CkDrop;
import io.opencab.engine.games.clusterkingdom.CkEvent;
import io.opencab.engine.games.clusterkingdom.CkKingUpgrade;
import io.opencab.engine.games.clusterkingdom.CkMerge;
import io.opencab.engine.games.clusterkingdom.CkPrincessWilds;
import io.opencab.engine.games.clusterkingdom.CkQueenSwap;
import io.opencab.engine.games.clusterkingdom.CkRedrop;
import io.opencab.engine.games.clusterkingdom.CkRefill;
import io.opencab.engine.games.clusterkingdom.CkRetrigger;
import io.opencab.engine.games.clusterkingdom.CkRoyalMove;
import io.opencab.engine.games.clusterkingdom.ClusterKingdomOutcome;
import java.io.IOException;
import java.util.function.ToIntFunction;

/** Writes a Cluster Kingdom outcome in the form of docs/outcome-format-cluster-kingdom.md. */
final class ClusterKingdomJson {
    /** A board: its symbols (BoardJson's columns) and every Multiplier Wild's value by cell. */
    private static final Fields<CkBoard> BOARD = Fields.of(CkBoard.class).board("symbols", CkBoard::symbols)
            .with(ClusterKingdomJson::multipliers);
    private static final Fields<CkClusterWin> CLUSTER = Fields.of(CkClusterWin.class).symbol("symbol", CkClusterWin::symbol)
            .bool("wildOnly", CkClusterWin::wildOnly).number("size", CkClusterWin::size).cells("cells", CkClusterWin::cells)
            .with((g, b, w) -> {
                g.writeArrayFieldStart("multipliers");
                for (int v : w.multipliers()) {
                    g.writeNumber(v);
                }
                g.writeEndArray();
            })
            .number("multiplier", CkClusterWin::multiplier).number("pay", CkClusterWin::pay);
    private static final Fields<CkRedrop> REDROP = royal(Fields.of(CkRedrop.class).type("redrop")
            .symbol("symbol", CkRedrop::symbol).cells("held", CkRedrop::held).cells("redrawn", CkRedrop::redrawn)
            .number("newMatches", CkRedrop::newMatches), CkRedrop::royal, CkRedrop::royalCell)
            .object("after", CkRedrop::after, BOARD);
    private static final Fields<CkMerge> MERGE = Fields.of(CkMerge.class).type("merge")
            .cell("survivor", CkMerge::survivor).cell("absorbed", CkMerge::absorbed)
            .number("survivorBefore", CkMerge::survivorBefore).number("absorbedBefore", CkMerge::absorbedBefore)
            .number("value", CkMerge::value).object("after", CkMerge::after, BOARD);
    private static final Fields<CkKingUpgrade> KING_UPGRADE = Fields.of(CkKingUpgrade.class).type("kingUpgrade")
            .cell("king", CkKingUpgrade::king).symbol("from", CkKingUpgrade::from).symbol("to", CkKingUpgrade::to)
            .cells("cells", CkKingUpgrade::cells).object("after", CkKingUpgrade::after, BOARD);
    private static final Fields<CkPrincessWilds> PRINCESS_WILDS = Fields.of(CkPrincessWilds.class).type("princessWilds")
            .cell("princess", CkPrincessWilds::princess).cells("cells", CkPrincessWilds::cells)
            .object("after", CkPrincessWilds::after, BOARD);
    private static final Fields<CkQueenSwap> QUEEN_SWAP = Fields.of(CkQueenSwap.class).type("queenSwap")
            .cell("from", CkQueenSwap::from).cell("to", CkQueenSwap::to).symbol("symbol", CkQueenSwap::symbol)
            .object("after", CkQueenSwap::after, BOARD);
    private static final Fields<CkCascade> CASCADE = Fields.of(CkCascade.class).type("cascade")
            .objects("clusters", CkCascade::clusters, CLUSTER).number("pay", CkCascade::pay)
            .cells("removed", CkCascade::removed).cells("grown", CkCascade::grown);
    private static final Fields<CkRoyalMove> ROYAL_MOVE = Fields.of(CkRoyalMove.class).type("royalMove")
            .symbol("royal", CkRoyalMove::royal).cell("from", CkRoyalMove::from).cell("to", CkRoyalMove::to);
    private static final Fields<CkRefill> REFILL = royal(Fields.of(CkRefill.class).type("refill")
            .cells("filled", CkRefill::filled), CkRefill::royal, CkRefill::royalCell)
            .object("after", CkRefill::after, BOARD);
    private static final Fields.Field<CkEvent> STEP = (g, b, e) -> {
        switch (e) {
            case CkRedrop r -> REDROP.write(g, b, r);
            case CkMerge m -> MERGE.write(g, b, m);
            case CkKingUpgrade k -> KING_UPGRADE.write(g, b, k);
            case CkPrincessWilds p -> PRINCESS_WILDS.write(g, b, p);
            case CkQueenSwap q -> QUEEN_SWAP.write(g, b, q);
            case CkCascade c -> CASCADE.write(g, b, c);
            case CkRoyalMove m -> ROYAL_MOVE.write(g, b, m);
            case CkRefill r -> REFILL.write(g, b, r);
        }
    };
    private static final Fields<CkDrop> DROP = royal(Fields.of(CkDrop.class).constant("bonus", CkDrop::bonus)
            .object("drawn", CkDrop::drawn, BOARD), CkDrop::royal, CkDrop::royalCell)
            .objects("steps", CkDrop::events, STEP)
            .number("cascades", CkDrop::cascades).number("win", CkDrop::win).constant("trigger", CkDrop::trigger);
    private static final Fields<CkRetrigger> RETRIGGER = Fields.of(CkRetrigger.class).number("drop", CkRetrigger::drop)
            .string("type", r -> r.type().name()).number("awarded", CkRetrigger::awarded);
    /** The game's own members, after the common ones {@link OutcomeJson#toJson} writes. */
    static final Fields<ClusterKingdomOutcome> OUTCOME = Fields.of(ClusterKingdomOutcome.class)
            .with((g, b, o) -> b.grid()).object("base", ClusterKingdomOutcome::base, DROP)
            .constant("bonus", ClusterKingdomOutcome::bonus).objects("freeDrops", ClusterKingdomOutcome::freeDrops, DROP)
            .objects("retriggers", ClusterKingdomOutcome::retriggers, RETRIGGER)
            .with(OutcomeJson.sources(ClusterKingdomOutcome.SOURCES));

    private ClusterKingdomJson() {
    }

    /** {@code fields} then {@code "royalLanded"}: the royal that landed and its cell, or null when none did. */
    private static <T> Fields<T> royal(Fields<T> fields, ToIntFunction<T> royal, ToIntFunction<T> cell) {
        return fields.with((g, b, v) -> {
            int r = royal.applyAsInt(v);
            b.object("royalLanded", r < 0 ? null : r, x -> {
                b.symbol("symbol", x);
                b.cell("cell", cell.applyAsInt(v));
            });
        });
    }

    private static void multipliers(JsonGenerator g, BoardJson boards, CkBoard x) throws IOException {
        g.writeArrayFieldStart("multipliers");
        for (int i = 0; i < x.symbols().shape().arraySize(); i++) {
            if (x.multiplier(i) != 0) {
                g.writeStartObject();
                boards.cell("cell", i);
                g.writeNumberField("value", x.multiplier(i));
                g.writeEndObject();
            }
        }
        g.writeEndArray();
    }
}
