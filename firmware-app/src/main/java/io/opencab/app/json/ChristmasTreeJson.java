package io.opencab.app.json;

import com.fasterxml.jackson.core.JsonGenerator;
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
        BoardJson boards = new BoardJson(CtSymbols.NAMES);
        boards.writeGrid(g, io.opencab.engine.games.christmastree.ChristmasTree.shape());
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
            g.writeStringField("symbol", CtSymbols.NAMES.get(s.snowmanSymbol()));
            g.writeFieldName("cell");
            if (s.snowmanCell() < 0) {
                g.writeNull();
            } else {
                BoardJson.cell(g, s.drawn().shape(), s.snowmanCell());
            }
            g.writeEndObject();
        }
        g.writeFieldName("drawn");
        boards.board(g, s.drawn());
        g.writeFieldName("start");
        boards.board(g, s.start());
        g.writeArrayFieldStart("steps");
        for (CtStep step : s.steps()) {
            g.writeStartObject();
            switch (step) {
                case CtCascade c -> {
                    g.writeStringField("type", "cascade");
                    g.writeArrayFieldStart("clusters");
                    for (CtClusterWin w : c.clusters()) {
                        g.writeStartObject();
                        g.writeStringField("symbol", CtSymbols.NAMES.get(w.symbol()));
                        g.writeNumberField("size", w.size());
                        g.writeFieldName("cells");
                        boards.cells(g, s.start().shape(), w.cells());
                        g.writeNumberField("pay", w.pay());
                        g.writeEndObject();
                    }
                    g.writeEndArray();
                    g.writeFieldName("removed");
                    boards.cells(g, s.start().shape(), c.removed());
                    g.writeNumberField("multiplier", c.multiplier());
                    g.writeNumberField("pay", c.pay());
                    g.writeFieldName("after");
                    boards.board(g, c.after());
                }
                case CtBlizzard b -> {
                    g.writeStringField("type", "blizzard");
                    g.writeFieldName("cells");
                    boards.cells(g, s.start().shape(), b.cells());
                    g.writeStringField("revealed", CtSymbols.NAMES.get(b.revealed()));
                    g.writeFieldName("after");
                    boards.board(g, b.after());
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
