package io.opencab.app.json;

import com.fasterxml.jackson.core.JsonGenerator;
import io.opencab.engine.games.lostrelics.LostRelics;
import io.opencab.engine.games.lostrelics.LostRelicsOutcome;
import io.opencab.engine.games.lostrelics.LrChest;
import io.opencab.engine.games.lostrelics.LrChestAward;
import io.opencab.engine.games.lostrelics.LrChestGrant;
import io.opencab.engine.games.lostrelics.LrClusterWin;
import io.opencab.engine.games.lostrelics.LrFeature;
import io.opencab.engine.games.lostrelics.LrFreeSpin;
import io.opencab.engine.games.lostrelics.LrMainSpin;
import io.opencab.engine.games.lostrelics.LrSymbols;
import io.opencab.engine.grid.GridShape;
import java.io.IOException;
import java.util.List;

/** Writes a Lost Relics outcome in the form of docs/outcome-format-lost-relics.md. */
final class LostRelicsJson {
    private static final GridShape GRID = LostRelics.shape();

    private LostRelicsJson() {
    }

    /** The game's own members, after the common ones {@link OutcomeJson#toJson} writes. */
    static void write(JsonGenerator g, LostRelicsOutcome o) throws IOException {
        BoardJson boards = new BoardJson(LrSymbols.NAMES);
        // The common grid object, but Lost Relics has no cascades: no gravity, no refill.
        g.writeObjectFieldStart("grid");
        g.writeArrayFieldStart("columnHeights");
        for (int c = 0; c < GRID.columnCount(); c++) {
            g.writeNumber(GRID.height(c));
        }
        g.writeEndArray();
        g.writeStringField("adjacency", "edges: same column +-1 row, same row +-1 column");
        g.writeStringField("gravity", "none: no cascades");
        g.writeEndObject();
        g.writeFieldName("main");
        main(g, boards, o.main());
        g.writeObjectFieldStart("freeSpins");
        g.writeBooleanField("triggered", !o.freeSpins().isEmpty());
        g.writeNumberField("played", o.freeSpins().size());
        g.writeNumberField("extraFreeSpins", o.extraFreeSpins());
        g.writeFieldName("stickyWilds");
        boards.cells(g, GRID, o.stickyWilds());
        g.writeArrayFieldStart("spins");
        for (LrFreeSpin s : o.freeSpins()) {
            freeSpin(g, boards, s);
        }
        g.writeEndArray();
        g.writeFieldName("lastChest");
        chest(g, boards, o.lastChest());
        g.writeEndObject();
        OutcomeJson.writeSources(g, o, LostRelicsOutcome.SOURCES);
    }

    private static void main(JsonGenerator g, BoardJson boards, LrMainSpin m) throws IOException {
        g.writeStartObject();
        g.writeFieldName("drawn");
        boards.board(g, m.drawn());
        g.writeArrayFieldStart("features");
        for (LrFeature f : m.features()) {
            g.writeStartObject();
            g.writeStringField("kind", f.kind().name());
            g.writeFieldName("cell");
            BoardJson.cell(g, GRID, f.cell());
            g.writeStringField("symbol", LrSymbols.NAMES.get(f.symbol()));
            switch (f.kind()) {
                case COIN_WIN -> {
                    g.writeNumberField("coinX", f.coinX());
                    g.writeNumberField("pay", f.pay());
                }
                case EXTRA_WILD -> {
                    g.writeFieldName("wildCells");
                    boards.cells(g, GRID, f.wildCells());
                }
                case EXTRA_SCATTER -> g.writeNumberField("scatterAwarded", 1);
            }
            g.writeNumberField("scattersAfter", f.scatters());
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeFieldName("board");
        boards.board(g, m.board());
        clusters(g, boards, m.clusters());
        g.writeNumberField("landedScatters", m.landedScatters());
        g.writeNumberField("scatters", m.scatters());
        g.writeNumberField("pay", m.pay());
        g.writeNumberField("coinWin", m.coinWin());
        g.writeEndObject();
    }

    private static void freeSpin(JsonGenerator g, BoardJson boards, LrFreeSpin s) throws IOException {
        g.writeStartObject();
        g.writeNumberField("number", s.number());
        g.writeFieldName("drawn");
        boards.board(g, s.drawn());
        g.writeFieldName("sticky");
        boards.cells(g, GRID, s.sticky());
        g.writeFieldName("board");
        boards.board(g, s.board());
        clusters(g, boards, s.clusters());
        g.writeNumberField("pay", s.pay());
        g.writeFieldName("chest");
        chest(g, boards, s.chest());
        g.writeFieldName("uncovered");
        boards.cells(g, GRID, s.uncovered());
        g.writeFieldName("chestFound");
        LrChestAward a = s.award();
        if (a == null) {
            g.writeNull();
        } else {
            g.writeStartObject();
            g.writeArrayFieldStart("grants");
            for (LrChestGrant gr : a.grants()) {
                g.writeStartObject();
                g.writeStringField("kind", gr.kind().name());
                switch (gr.kind()) {
                    case STICKY_WILD -> {
                        g.writeFieldName("cell");
                        BoardJson.cell(g, GRID, gr.cell());
                    }
                    case COIN_WIN -> {
                        g.writeNumberField("coinX", gr.coinX());
                        g.writeNumberField("pay", gr.pay());
                    }
                    case EXTRA_FREE_SPIN -> g.writeNumberField("spins", 1);
                }
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeNumberField("extraFreeSpins", a.extraSpins());
            g.writeFieldName("stickyWilds");
            boards.cells(g, GRID, a.stickyCells());
            g.writeNumberField("coinWin", a.coinWin());
            g.writeEndObject();
        }
        g.writeEndObject();
    }

    private static void chest(JsonGenerator g, BoardJson boards, LrChest c) throws IOException {
        if (c == null) {
            g.writeNull();
            return;
        }
        g.writeStartObject();
        g.writeNumberField("number", c.number());
        g.writeStringField("type", c.type().name());
        g.writeFieldName("cells");
        boards.cells(g, GRID, c.cells());
        g.writeEndObject();
    }

    private static void clusters(JsonGenerator g, BoardJson boards, List<LrClusterWin> clusters) throws IOException {
        g.writeArrayFieldStart("clusters");
        for (LrClusterWin w : clusters) {
            g.writeStartObject();
            g.writeStringField("symbol", LrSymbols.NAMES.get(w.symbol()));
            g.writeNumberField("size", w.size());
            g.writeFieldName("cells");
            boards.cells(g, GRID, w.cells());
            g.writeNumberField("pay", w.pay());
            g.writeEndObject();
        }
        g.writeEndArray();
    }
}
