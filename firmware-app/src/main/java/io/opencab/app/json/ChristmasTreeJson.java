package io.opencab.app.json;

import com.fasterxml.jackson.core.JsonGenerator;
import io.opencab.engine.games.christmastree.ChristmasTreeOutcome;
import io.opencab.engine.games.christmastree.CtBlizzard;
import io.opencab.engine.games.christmastree.CtCascade;
import io.opencab.engine.games.christmastree.CtSpin;
import io.opencab.engine.games.christmastree.CtStep;
import java.io.IOException;

/** Writes a Christmas Tree outcome in the form of docs/outcome-format.md. */
final class ChristmasTreeJson {
    private ChristmasTreeJson() {
    }

    /** The game's own members, after the common ones {@link OutcomeJson#toJson} writes. */
    static void write(JsonGenerator g, BoardJson boards, ChristmasTreeOutcome o) throws IOException {
        boards.grid();
        boards.object("regular", o.regular(), s -> spin(g, boards, s));
        boards.object("miracle", o.miracle(), m -> {
            g.writeStringField("kind", m.kind().name());
            g.writeNumberField("value", m.value());
            g.writeNumberField("pay", m.pay());
        });
        boards.objects("freeSpins", o.freeSpins(), s -> spin(g, boards, s));
        OutcomeJson.writeSources(g, o, ChristmasTreeOutcome.SOURCES);
    }

    private static void spin(JsonGenerator g, BoardJson boards, CtSpin s) throws IOException {
        g.writeBooleanField("free", s.free());
        boards.object("snowman", s.snowmanSymbol() < 0 ? null : s, n -> {
            boards.symbol("symbol", n.snowmanSymbol());
            if (n.snowmanCell() < 0) {
                g.writeNullField("cell");
            } else {
                boards.cell("cell", n.snowmanCell());
            }
        });
        boards.board("drawn", s.drawn());
        boards.board("start", s.start());
        boards.objects("steps", s.steps(), step -> step(g, boards, step));
        g.writeNumberField("cascades", s.cascades());
        g.writeNumberField("win", s.win());
        g.writeBooleanField("stepLimited", s.stepLimited());
    }

    private static void step(JsonGenerator g, BoardJson boards, CtStep step) throws IOException {
        switch (step) {
            case CtCascade c -> {
                g.writeStringField("type", "cascade");
                boards.objects("clusters", c.clusters(), w -> boards.paidCluster(w.symbol(), w.size(), w.cells(), w.pay()));
                boards.cells("removed", c.removed());
                g.writeNumberField("multiplier", c.multiplier());
                g.writeNumberField("pay", c.pay());
                boards.board("after", c.after());
            }
            case CtBlizzard b -> {
                g.writeStringField("type", "blizzard");
                boards.cells("cells", b.cells());
                boards.symbol("revealed", b.revealed());
                boards.board("after", b.after());
            }
        }
    }
}
