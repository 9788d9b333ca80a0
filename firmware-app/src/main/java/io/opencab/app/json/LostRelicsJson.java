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
        BoardJson boards = new BoardJson(g, LrSymbols.NAMES, GRID);
        // The common grid object, but Lost Relics has no cascades: no gravity, no refill.
        boards.grid("none: no cascades");
        g.writeFieldName("main");
        main(g, boards, o.main());
        g.writeObjectFieldStart("freeSpins");
        g.writeBooleanField("triggered", !o.freeSpins().isEmpty());
        g.writeNumberField("played", o.freeSpins().size());
        g.writeNumberField("extraFreeSpins", o.extraFreeSpins());
        boards.cells("stickyWilds", o.stickyWilds());
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
        boards.board("drawn", m.drawn());
        g.writeArrayFieldStart("features");
        for (LrFeature f : m.features()) {
            g.writeStartObject();
            g.writeStringField("kind", f.kind().name());
            boards.cell("cell", f.cell());
            boards.symbol("symbol", f.symbol());
            switch (f.kind()) {
                case COIN_WIN -> {
                    g.writeNumberField("coinX", f.coinX());
                    g.writeNumberField("pay", f.pay());
                }
                case EXTRA_WILD -> {
                    boards.cells("wildCells", f.wildCells());
                }
                case EXTRA_SCATTER -> g.writeNumberField("scatterAwarded", 1);
            }
            g.writeNumberField("scattersAfter", f.scatters());
            g.writeEndObject();
        }
        g.writeEndArray();
        boards.board("board", m.board());
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
        boards.board("drawn", s.drawn());
        boards.cells("sticky", s.sticky());
        boards.board("board", s.board());
        clusters(g, boards, s.clusters());
        g.writeNumberField("pay", s.pay());
        g.writeFieldName("chest");
        chest(g, boards, s.chest());
        boards.cells("uncovered", s.uncovered());
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
                        boards.cell("cell", gr.cell());
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
            boards.cells("stickyWilds", a.stickyCells());
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
        boards.cells("cells", c.cells());
        g.writeEndObject();
    }

    private static void clusters(JsonGenerator g, BoardJson boards, List<LrClusterWin> clusters) throws IOException {
        g.writeArrayFieldStart("clusters");
        for (LrClusterWin w : clusters) {
            g.writeStartObject();
            boards.cluster(w.symbol(), w.size(), w.cells());
            g.writeNumberField("pay", w.pay());
            g.writeEndObject();
        }
        g.writeEndArray();
    }
}
