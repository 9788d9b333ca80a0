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
import io.opencab.engine.games.clusterkingdom.CkSymbols;
import io.opencab.engine.games.clusterkingdom.ClusterKingdom;
import io.opencab.engine.games.clusterkingdom.ClusterKingdomOutcome;
import io.opencab.engine.grid.GridShape;
import java.io.IOException;

/** Writes a Cluster Kingdom outcome in the form of docs/outcome-format-cluster-kingdom.md. */
final class ClusterKingdomJson {
    private static final GridShape SHAPE = ClusterKingdom.shape();

    private ClusterKingdomJson() {
    }

    /** The game's own members, after the common ones {@link OutcomeJson#toJson} writes. */
    static void write(JsonGenerator g, ClusterKingdomOutcome o) throws IOException {
        BoardJson boards = new BoardJson(g, CkSymbols.NAMES, SHAPE);
        boards.grid();
        g.writeFieldName("base");
        drop(g, boards, o.base());
        boards.constant("bonus", o.bonus());
        g.writeArrayFieldStart("freeDrops");
        for (CkDrop d : o.freeDrops()) {
            drop(g, boards, d);
        }
        g.writeEndArray();
        g.writeArrayFieldStart("retriggers");
        for (CkRetrigger r : o.retriggers()) {
            g.writeStartObject();
            g.writeNumberField("drop", r.drop());
            g.writeStringField("type", r.type().name());
            g.writeNumberField("awarded", r.awarded());
            g.writeEndObject();
        }
        g.writeEndArray();
        OutcomeJson.writeSources(g, o, ClusterKingdomOutcome.SOURCES);
    }

    private static void drop(JsonGenerator g, BoardJson boards, CkDrop d) throws IOException {
        if (d == null) {
            g.writeNull();
            return;
        }
        g.writeStartObject();
        boards.constant("bonus", d.bonus());
        g.writeFieldName("drawn");
        board(g, boards, d.drawn());
        royal(g, boards, d.royal(), d.royalCell());
        g.writeArrayFieldStart("steps");
        for (CkEvent e : d.events()) {
            g.writeStartObject();
            step(g, boards, e);
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeNumberField("cascades", d.cascades());
        g.writeNumberField("win", d.win());
        boards.constant("trigger", d.trigger());
        g.writeEndObject();
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
                g.writeArrayFieldStart("clusters");
                for (CkClusterWin w : c.clusters()) {
                    g.writeStartObject();
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
                    g.writeEndObject();
                }
                g.writeEndArray();
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

    private static void royal(JsonGenerator g, BoardJson boards, int royal, int cell) throws IOException {
        g.writeFieldName("royalLanded");
        if (royal < 0) {
            g.writeNull();
            return;
        }
        g.writeStartObject();
        boards.symbol("symbol", royal);
        boards.cell("cell", cell);
        g.writeEndObject();
    }

    private static void after(JsonGenerator g, BoardJson boards, CkBoard b) throws IOException {
        g.writeFieldName("after");
        board(g, boards, b);
    }

    /** A board: its symbols (BoardJson's columns) and every Multiplier Wild's value by cell. */
    private static void board(JsonGenerator g, BoardJson boards, CkBoard b) throws IOException {
        g.writeStartObject();
        boards.board("symbols", b.symbols());
        g.writeArrayFieldStart("multipliers");
        for (int i = 0; i < SHAPE.arraySize(); i++) {
            if (b.multiplier(i) != 0) {
                g.writeStartObject();
                boards.cell("cell", i);
                g.writeNumberField("value", b.multiplier(i));
                g.writeEndObject();
            }
        }
        g.writeEndArray();
        g.writeEndObject();
    }
}
