package io.opencab.app.json;

import com.fasterxml.jackson.core.JsonGenerator;
import io.opencab.engine.games.christmastree.ChristmasTree;
import io.opencab.engine.games.christmastree.ChristmasTreeOutcome;
import io.opencab.engine.games.christmastree.CtBlizzard;
import io.opencab.engine.games.christmastree.CtCascade;
import io.opencab.engine.games.christmastree.CtClusterWin;
import io.opencab.engine.games.christmastree.CtMiracle;
import io.opencab.engine.games.christmastree.CtSpin;
import io.opencab.engine.games.christmastree.CtStep;
import io.opencab.engine.games.christmastree.CtSymbols;
import java.io.IOException;

/** Writes a Christmas Tree outcome in the form of docs/outcome-format.md. */
final class ChristmasTreeJson {
    private ChristmasTreeJson() {
    }

    /** The game's own members, after the common ones {@link OutcomeJson#toJson} writes. */
    static void write(JsonGenerator g, ChristmasTreeOutcome o) throws IOException {
        BoardJson boards = new BoardJson(g, CtSymbols.NAMES, ChristmasTree.shape());
        boards.grid();
        g.writeFieldName("regular");
        spin(g, boards, o.regular());
        g.writeFieldName("miracle");
        CtMiracle m = o.miracle();
        if (m == null) {
            g.writeNull();
        } else {
            g.writeStartObject();
            g.writeStringField("kind", m.kind().name());
            g.writeNumberField("value", m.value());
            g.writeNumberField("pay", m.pay());
            g.writeEndObject();
        }
        g.writeArrayFieldStart("freeSpins");
        for (CtSpin s : o.freeSpins()) {
            spin(g, boards, s);
        }
        g.writeEndArray();
        OutcomeJson.writeSources(g, o, ChristmasTreeOutcome.SOURCES);
    }

    private static void spin(JsonGenerator g, BoardJson boards, CtSpin s) throws IOException {
        g.writeStartObject();
        g.writeBooleanField("free", s.free());
        g.writeFieldName("snowman");
        if (s.snowmanSymbol() < 0) {
            g.writeNull();
        } else {
            g.writeStartObject();
            boards.symbol("symbol", s.snowmanSymbol());
            if (s.snowmanCell() < 0) {
                g.writeNullField("cell");
            } else {
                boards.cell("cell", s.snowmanCell());
            }
            g.writeEndObject();
        }
        boards.board("drawn", s.drawn());
        boards.board("start", s.start());
        g.writeArrayFieldStart("steps");
        for (CtStep step : s.steps()) {
            g.writeStartObject();
            switch (step) {
                case CtCascade c -> {
                    g.writeStringField("type", "cascade");
                    g.writeArrayFieldStart("clusters");
                    for (CtClusterWin w : c.clusters()) {
                        g.writeStartObject();
                        boards.cluster(w.symbol(), w.size(), w.cells());
                        g.writeNumberField("pay", w.pay());
                        g.writeEndObject();
                    }
                    g.writeEndArray();
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
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeNumberField("cascades", s.cascades());
        g.writeNumberField("win", s.win());
        g.writeBooleanField("stepLimited", s.stepLimited());
        g.writeEndObject();
    }
}
