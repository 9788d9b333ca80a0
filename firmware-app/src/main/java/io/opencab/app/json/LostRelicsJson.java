package io.opencab.app.json;

import com.fasterxml.jackson.core.JsonGenerator;
import io.opencab.engine.games.lostrelics.LostRelicsOutcome;
import io.opencab.engine.games.lostrelics.LrChest;
import io.opencab.engine.games.lostrelics.LrChestGrant;
import io.opencab.engine.games.lostrelics.LrClusterWin;
import io.opencab.engine.games.lostrelics.LrFeature;
import io.opencab.engine.games.lostrelics.LrFreeSpin;
import io.opencab.engine.games.lostrelics.LrMainSpin;
import java.io.IOException;
import java.util.List;

/** Writes a Lost Relics outcome in the form of docs/outcome-format-lost-relics.md. */
final class LostRelicsJson {
    private LostRelicsJson() {
    }

    /** The game's own members, after the common ones {@link OutcomeJson#toJson} writes. */
    static void write(JsonGenerator g, BoardJson boards, LostRelicsOutcome o) throws IOException {
        // The common grid object, but Lost Relics has no cascades: no gravity, no refill.
        boards.grid("none: no cascades");
        boards.object("main", o.main(), m -> main(g, boards, m));
        g.writeObjectFieldStart("freeSpins");
        g.writeBooleanField("triggered", !o.freeSpins().isEmpty());
        g.writeNumberField("played", o.freeSpins().size());
        g.writeNumberField("extraFreeSpins", o.extraFreeSpins());
        boards.cells("stickyWilds", o.stickyWilds());
        boards.objects("spins", o.freeSpins(), s -> freeSpin(g, boards, s));
        chest(g, boards, "lastChest", o.lastChest());
        g.writeEndObject();
        OutcomeJson.writeSources(g, o, LostRelicsOutcome.SOURCES);
    }

    private static void main(JsonGenerator g, BoardJson boards, LrMainSpin m) throws IOException {
        boards.board("drawn", m.drawn());
        boards.objects("features", m.features(), f -> feature(g, boards, f));
        boards.board("board", m.board());
        clusters(boards, m.clusters());
        g.writeNumberField("landedScatters", m.landedScatters());
        g.writeNumberField("scatters", m.scatters());
        g.writeNumberField("pay", m.pay());
        g.writeNumberField("coinWin", m.coinWin());
    }

    private static void feature(JsonGenerator g, BoardJson boards, LrFeature f) throws IOException {
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
    }

    private static void freeSpin(JsonGenerator g, BoardJson boards, LrFreeSpin s) throws IOException {
        g.writeNumberField("number", s.number());
        boards.board("drawn", s.drawn());
        boards.cells("sticky", s.sticky());
        boards.board("board", s.board());
        clusters(boards, s.clusters());
        g.writeNumberField("pay", s.pay());
        chest(g, boards, "chest", s.chest());
        boards.cells("uncovered", s.uncovered());
        boards.object("chestFound", s.award(), a -> {
            boards.objects("grants", a.grants(), gr -> grant(g, boards, gr));
            g.writeNumberField("extraFreeSpins", a.extraSpins());
            boards.cells("stickyWilds", a.stickyCells());
            g.writeNumberField("coinWin", a.coinWin());
        });
    }

    private static void grant(JsonGenerator g, BoardJson boards, LrChestGrant gr) throws IOException {
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
    }

    private static void chest(JsonGenerator g, BoardJson boards, String name, LrChest chest) throws IOException {
        boards.object(name, chest, c -> {
            g.writeNumberField("number", c.number());
            g.writeStringField("type", c.type().name());
            boards.cells("cells", c.cells());
        });
    }

    private static void clusters(BoardJson boards, List<LrClusterWin> clusters) throws IOException {
        boards.objects("clusters", clusters, w -> boards.paidCluster(w.symbol(), w.size(), w.cells(), w.pay()));
    }
}
