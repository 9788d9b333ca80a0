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
import io.opencab.engine.games.clusterkingdom.CkRoyalMove;
import io.opencab.engine.games.clusterkingdom.ClusterKingdomOutcome;
import java.io.IOException;

/** Writes a Cluster Kingdom outcome in the form of docs/outcome-format-cluster-kingdom.md. */
final class ClusterKingdomJson {
    private ClusterKingdomJson() {
    }

    /** The game's own members, after the common ones {@link OutcomeJson#toJson} writes. */
    static void write(JsonGenerator g, BoardJson boards, ClusterKingdomOutcome o) throws IOException {
        boards.grid();
        boards.object("base", o.base(), d -> drop(g, boards, d));
        boards.constant("bonus", o.bonus());
        boards.objects("freeDrops", o.freeDrops(), d -> drop(g, boards, d));
        boards.objects("retriggers", o.retriggers(), r -> {
            g.writeNumberField("drop", r.drop());
            g.writeStringField("type", r.type().name());
            g.writeNumberField("awarded", r.awarded());
        });
        OutcomeJson.writeSources(g, o, ClusterKingdomOutcome.SOURCES);
    }

    private static void drop(JsonGenerator g, BoardJson boards, CkDrop d) throws IOException {
        boards.constant("bonus", d.bonus());
        board(g, boards, "drawn", d.drawn());
        royal(g, boards, d.royal(), d.royalCell());
        boards.objects("steps", d.events(), e -> step(g, boards, e));
        g.writeNumberField("cascades", d.cascades());
        g.writeNumberField("win", d.win());
        boards.constant("trigger", d.trigger());
    }

    private static void step(JsonGenerator g, BoardJson boards, CkEvent e) throws IOException {
        switch (e) {
            case CkRedrop r -> {
                g.writeStringField("type", "redrop");
                boards.symbol("symbol", r.symbol());
                boards.cells("held", r.held());
                boards.cells("redrawn", r.redrawn());
                g.writeNumberField("newMatches", r.newMatches());
                royal(g, boards, r.royal(), r.royalCell());
                after(g, boards, r.after());
            }
            case CkMerge m -> {
                g.writeStringField("type", "merge");
                boards.cell("survivor", m.survivor());
                boards.cell("absorbed", m.absorbed());
                g.writeNumberField("survivorBefore", m.survivorBefore());
                g.writeNumberField("absorbedBefore", m.absorbedBefore());
                g.writeNumberField("value", m.value());
                after(g, boards, m.after());
            }
            case CkKingUpgrade k -> {
                g.writeStringField("type", "kingUpgrade");
                boards.cell("king", k.king());
                boards.symbol("from", k.from());
                boards.symbol("to", k.to());
                boards.cells("cells", k.cells());
                after(g, boards, k.after());
            }
            case CkPrincessWilds p -> {
                g.writeStringField("type", "princessWilds");
                boards.cell("princess", p.princess());
                boards.cells("cells", p.cells());
                after(g, boards, p.after());
            }
            case CkQueenSwap q -> {
                g.writeStringField("type", "queenSwap");
                boards.cell("from", q.from());
                boards.cell("to", q.to());
                boards.symbol("symbol", q.symbol());
                after(g, boards, q.after());
            }
            case CkCascade c -> {
                g.writeStringField("type", "cascade");
                boards.objects("clusters", c.clusters(), w -> cluster(g, boards, w));
                g.writeNumberField("pay", c.pay());
                boards.cells("removed", c.removed());
                boards.cells("grown", c.grown());
            }
            case CkRoyalMove m -> {
                g.writeStringField("type", "royalMove");
                boards.symbol("royal", m.royal());
                boards.cell("from", m.from());
                boards.cell("to", m.to());
            }
            case CkRefill r -> {
                g.writeStringField("type", "refill");
                boards.cells("filled", r.filled());
                royal(g, boards, r.royal(), r.royalCell());
                after(g, boards, r.after());
            }
        }
    }

    private static void cluster(JsonGenerator g, BoardJson boards, CkClusterWin w) throws IOException {
        boards.symbol("symbol", w.symbol());
        g.writeBooleanField("wildOnly", w.wildOnly());
        g.writeNumberField("size", w.size());
        boards.cells("cells", w.cells());
        g.writeArrayFieldStart("multipliers");
        for (int v : w.multipliers()) {
            g.writeNumber(v);
        }
        g.writeEndArray();
        g.writeNumberField("multiplier", w.multiplier());
        g.writeNumberField("pay", w.pay());
    }

    private static void royal(JsonGenerator g, BoardJson boards, int royal, int cell) throws IOException {
        boards.object("royalLanded", royal < 0 ? null : royal, r -> {
            boards.symbol("symbol", r);
            boards.cell("cell", cell);
        });
    }

    private static void after(JsonGenerator g, BoardJson boards, CkBoard b) throws IOException {
        board(g, boards, "after", b);
    }

    /** A board under {@code name}: its symbols (BoardJson's columns) and every Multiplier Wild's value by cell. */
    private static void board(JsonGenerator g, BoardJson boards, String name, CkBoard b) throws IOException {
        boards.object(name, b, x -> {
            boards.board("symbols", x.symbols());
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
        });
    }
}
