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
        BoardJson boards = new BoardJson(CkSymbols.NAMES);
        boards.writeGrid(g, SHAPE);
        g.writeFieldName("base");
        drop(g, boards, o.base());
        g.writeFieldName("bonus");
        if (o.bonus() == null) {
            g.writeNull();
        } else {
            g.writeString(o.bonus().name());
        }
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
        g.writeFieldName("bonus");
        if (d.bonus() == null) {
            g.writeNull();
        } else {
            g.writeString(d.bonus().name());
        }
        g.writeFieldName("drawn");
        board(g, boards, d.drawn());
        royal(g, d.royal(), d.royalCell());
        g.writeArrayFieldStart("steps");
        for (CkEvent e : d.events()) {
            g.writeStartObject();
            step(g, boards, e);
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeNumberField("cascades", d.cascades());
        g.writeNumberField("win", d.win());
        g.writeFieldName("trigger");
        if (d.trigger() == null) {
            g.writeNull();
        } else {
            g.writeString(d.trigger().name());
        }
        g.writeEndObject();
    }

    private static void step(JsonGenerator g, BoardJson boards, CkEvent e) throws IOException {
        switch (e) {
            case CkRedrop r -> {
                g.writeStringField("type", "redrop");
                g.writeStringField("symbol", CkSymbols.NAMES.get(r.symbol()));
                cells(g, boards, "held", r.held());
                cells(g, boards, "redrawn", r.redrawn());
                g.writeNumberField("newMatches", r.newMatches());
                royal(g, r.royal(), r.royalCell());
                after(g, boards, r.after());
            }
            case CkMerge m -> {
                g.writeStringField("type", "merge");
                BoardJson.cell(g, "survivor", SHAPE, m.survivor());
                BoardJson.cell(g, "absorbed", SHAPE, m.absorbed());
                g.writeNumberField("survivorBefore", m.survivorBefore());
                g.writeNumberField("absorbedBefore", m.absorbedBefore());
                g.writeNumberField("value", m.value());
                after(g, boards, m.after());
            }
            case CkKingUpgrade k -> {
                g.writeStringField("type", "kingUpgrade");
                BoardJson.cell(g, "king", SHAPE, k.king());
                g.writeStringField("from", CkSymbols.NAMES.get(k.from()));
                g.writeStringField("to", CkSymbols.NAMES.get(k.to()));
                cells(g, boards, "cells", k.cells());
                after(g, boards, k.after());
            }
            case CkPrincessWilds p -> {
                g.writeStringField("type", "princessWilds");
                BoardJson.cell(g, "princess", SHAPE, p.princess());
                cells(g, boards, "cells", p.cells());
                after(g, boards, p.after());
            }
            case CkQueenSwap q -> {
                g.writeStringField("type", "queenSwap");
                BoardJson.cell(g, "from", SHAPE, q.from());
                BoardJson.cell(g, "to", SHAPE, q.to());
                g.writeStringField("symbol", CkSymbols.NAMES.get(q.symbol()));
                after(g, boards, q.after());
            }
            case CkCascade c -> {
                g.writeStringField("type", "cascade");
                g.writeArrayFieldStart("clusters");
                for (CkClusterWin w : c.clusters()) {
                    g.writeStartObject();
                    g.writeStringField("symbol", CkSymbols.NAMES.get(w.symbol()));
                    g.writeBooleanField("wildOnly", w.wildOnly());
                    g.writeNumberField("size", w.size());
                    cells(g, boards, "cells", w.cells());
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
                cells(g, boards, "removed", c.removed());
                cells(g, boards, "grown", c.grown());
            }
            case CkRoyalMove m -> {
                g.writeStringField("type", "royalMove");
                g.writeStringField("royal", CkSymbols.NAMES.get(m.royal()));
                BoardJson.cell(g, "from", SHAPE, m.from());
                BoardJson.cell(g, "to", SHAPE, m.to());
            }
            case CkRefill r -> {
                g.writeStringField("type", "refill");
                cells(g, boards, "filled", r.filled());
                royal(g, r.royal(), r.royalCell());
                after(g, boards, r.after());
            }
        }
    }

    private static void royal(JsonGenerator g, int royal, int cell) throws IOException {
        g.writeFieldName("royalLanded");
        if (royal < 0) {
            g.writeNull();
            return;
        }
        g.writeStartObject();
        g.writeStringField("symbol", CkSymbols.NAMES.get(royal));
        BoardJson.cell(g, "cell", SHAPE, cell);
        g.writeEndObject();
    }

    private static void after(JsonGenerator g, BoardJson boards, CkBoard b) throws IOException {
        g.writeFieldName("after");
        board(g, boards, b);
    }

    /** A board: its symbols (BoardJson's columns) and every Multiplier Wild's value by cell. */
    private static void board(JsonGenerator g, BoardJson boards, CkBoard b) throws IOException {
        g.writeStartObject();
        g.writeFieldName("symbols");
        boards.board(g, b.symbols());
        g.writeArrayFieldStart("multipliers");
        for (int i = 0; i < SHAPE.arraySize(); i++) {
            if (b.multiplier(i) != 0) {
                g.writeStartObject();
                BoardJson.cell(g, "cell", SHAPE, i);
                g.writeNumberField("value", b.multiplier(i));
                g.writeEndObject();
            }
        }
        g.writeEndArray();
        g.writeEndObject();
    }

    private static void cells(JsonGenerator g, BoardJson boards, String name, long mask) throws IOException {
        g.writeFieldName(name);
        boards.cells(g, SHAPE, mask);
    }
}
