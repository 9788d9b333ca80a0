package io.opencab.app.json;

import com.fasterxml.jackson.core.JsonGenerator;
import io.opencab.engine.games.cooljewels.CjEvaluation;
import io.opencab.engine.games.cooljewels.CjGame;
import io.opencab.engine.games.cooljewels.CjGuarantee;
import io.opencab.engine.games.cooljewels.CjMeter;
import io.opencab.engine.games.cooljewels.CjPair;
import io.opencab.engine.games.cooljewels.CjPay;
import io.opencab.engine.games.cooljewels.CjSymbols;
import io.opencab.engine.games.cooljewels.CjWildAction;
import io.opencab.engine.games.cooljewels.CoolJewels;
import io.opencab.engine.games.cooljewels.CoolJewelsOutcome;
import io.opencab.engine.grid.Cluster;
import io.opencab.engine.grid.GridShape;
import java.io.IOException;
import java.util.List;

/** Writes a Cool Jewels outcome in the form of docs/outcome-format-cool-jewels.md. */
final class CoolJewelsJson {
    private static final GridShape SHAPE = CoolJewels.shape();

    private CoolJewelsJson() {
    }

    /** The game's own members, after the common ones {@link OutcomeJson#toJson} writes. */
    static void write(JsonGenerator g, CoolJewelsOutcome o) throws IOException {
        BoardJson boards = new BoardJson(g, CjSymbols.NAMES, SHAPE);
        boards.grid();
        g.writeObjectFieldStart("meter");
        g.writeArrayFieldStart("slices");
        for (int s : CjMeter.SLICES) {
            g.writeNumber(s);
        }
        g.writeEndArray();
        g.writeNumberField("lastSlice", CjMeter.LAST_SLICE);
        g.writeEndObject();
        g.writeFieldName("base");
        game(g, boards, o.base());
        g.writeArrayFieldStart("freeGames");
        for (CjGame f : o.freeGames()) {
            game(g, boards, f);
        }
        g.writeEndArray();
        g.writeNumberField("freeGamesAwarded", o.freeGamesAwarded());
        g.writeFieldName("guarantee");
        CjGuarantee gu = o.guarantee();
        if (gu == null) {
            g.writeNull();
        } else {
            g.writeStartObject();
            g.writeNumberField("initiatingPay", gu.initiatingPay());
            g.writeNumberField("freeGamesPay", gu.freeGamesPay());
            g.writeNumberField("floor", gu.floor());
            g.writeNumberField("topUp", gu.topUp());
            g.writeEndObject();
        }
        OutcomeJson.writeSources(g, o, CoolJewelsOutcome.SOURCES);
        g.writeObjectFieldStart("features");
        for (int i = 0; i < CoolJewelsOutcome.FEATURES.size(); i++) {
            g.writeNumberField(CoolJewelsOutcome.FEATURES.get(i), o.featureCount(i));
        }
        g.writeEndObject();
    }

    private static void game(JsonGenerator g, BoardJson boards, CjGame game) throws IOException {
        g.writeStartObject();
        g.writeBooleanField("free", game.free());
        g.writeNumberField("number", game.number());
        boards.board("drawn", game.drawn());
        g.writeArrayFieldStart("evaluations");
        for (CjEvaluation e : game.evaluations()) {
            evaluation(g, boards, e);
        }
        g.writeEndArray();
        g.writeNumberField("cascades", game.cascades());
        g.writeNumberField("win", game.win());
        g.writeNumberField("bonus", game.bonus());
        g.writeNumberField("landed", game.landed());
        g.writeNumberField("awarded", game.awarded());
        g.writeBooleanField("cascadeLimited", game.cascadeLimited());
        g.writeEndObject();
    }

    private static void evaluation(JsonGenerator g, BoardJson boards, CjEvaluation e) throws IOException {
        g.writeStartObject();
        boards.board("board", e.board());
        watermarks(g, boards, "watermarks", e.pink(), e.green(), e.blue());
        g.writeArrayFieldStart("groups");
        for (Cluster c : e.groups()) {
            g.writeStartObject();
            boards.cluster(c.symbol(), c.size(), c.cells());
            g.writeEndObject();
        }
        g.writeEndArray();
        boards.cells("groupDestroyed", e.groupDestroyed());
        boards.cells("expired", e.expired());
        boards.cells("pinkDestroyed", e.pinkDestroyed());
        g.writeArrayFieldStart("wilds");
        for (CjWildAction w : e.wilds()) {
            g.writeStartObject();
            boards.cell("cell", w.cell());
            boards.symbol("symbol", w.symbol());
            boards.cells("pattern", w.pattern());
            boards.cells("destroyed", w.destroyed());
            g.writeBooleanField("consumed", w.consumed());
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeArrayFieldStart("pairs");
        for (CjPair p : e.pairs()) {
            g.writeStartObject();
            boards.cell("left", p.left());
            boards.cell("right", p.right());
            boards.symbol("leftSymbol", p.leftSymbol());
            boards.symbol("rightSymbol", p.rightSymbol());
            g.writeStringField("enhancement", p.enhancement().name());
            boards.cells("spaces", p.spaces());
            g.writeEndObject();
        }
        g.writeEndArray();
        watermarks(g, boards, "newWatermarks", e.newPink(), e.newGreen(), e.newBlue());
        boards.cells("persistingMade", e.persistingMade());
        boards.cells("destroyed", e.destroyed());
        g.writeArrayFieldStart("pays");
        List<CjPay> pays = e.pays();
        for (CjPay p : pays) {
            g.writeStartObject();
            boards.cell("cell", p.cell());
            boards.symbol("symbol", p.symbol());
            g.writeStringField("cause", p.cause().name());
            if (p.wild() >= 0) {
                g.writeNumberField("wild", p.wild());
            }
            g.writeNumberField("slice", p.slice());
            g.writeNumberField("section", p.section());
            g.writeNumberField("multiplier", p.multiplier());
            g.writeNumberField("pay", p.pay());
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeNumberField("pay", e.pay());
        g.writeNumberField("bonus", e.bonus());
        boards.board("after", e.after());
        g.writeEndObject();
    }

    private static void watermarks(JsonGenerator g, BoardJson boards, String name, long pink, long green, long blue)
            throws IOException {
        g.writeObjectFieldStart(name);
        boards.cells("pink", pink);
        boards.cells("green", green);
        boards.cells("blue", blue);
        g.writeEndObject();
    }
}
