package io.opencab.app.json;

import com.fasterxml.jackson.core.JsonGenerator;
import io.opencab.engine.games.cooljewels.CjEvaluation;
import io.opencab.engine.games.cooljewels.CjGame;
import io.opencab.engine.games.cooljewels.CjMeter;
import io.opencab.engine.games.cooljewels.CjPay;
import io.opencab.engine.games.cooljewels.CoolJewelsOutcome;
import java.io.IOException;

/** Writes a Cool Jewels outcome in the form of docs/outcome-format-cool-jewels.md. */
final class CoolJewelsJson {
    private CoolJewelsJson() {
    }

    /** The game's own members, after the common ones {@link OutcomeJson#toJson} writes. */
    static void write(JsonGenerator g, BoardJson boards, CoolJewelsOutcome o) throws IOException {
        boards.grid();
        g.writeObjectFieldStart("meter");
        g.writeArrayFieldStart("slices");
        for (int s : CjMeter.SLICES) {
            g.writeNumber(s);
        }
        g.writeEndArray();
        g.writeNumberField("lastSlice", CjMeter.LAST_SLICE);
        g.writeEndObject();
        boards.object("base", o.base(), b -> game(g, boards, b));
        boards.objects("freeGames", o.freeGames(), f -> game(g, boards, f));
        g.writeNumberField("freeGamesAwarded", o.freeGamesAwarded());
        boards.object("guarantee", o.guarantee(), gu -> {
            g.writeNumberField("initiatingPay", gu.initiatingPay());
            g.writeNumberField("freeGamesPay", gu.freeGamesPay());
            g.writeNumberField("floor", gu.floor());
            g.writeNumberField("topUp", gu.topUp());
        });
        OutcomeJson.writeSources(g, o, CoolJewelsOutcome.SOURCES);
        g.writeObjectFieldStart("features");
        for (int i = 0; i < CoolJewelsOutcome.FEATURES.size(); i++) {
            g.writeNumberField(CoolJewelsOutcome.FEATURES.get(i), o.featureCount(i));
        }
        g.writeEndObject();
    }

    private static void game(JsonGenerator g, BoardJson boards, CjGame game) throws IOException {
        g.writeBooleanField("free", game.free());
        g.writeNumberField("number", game.number());
        boards.board("drawn", game.drawn());
        boards.objects("evaluations", game.evaluations(), e -> evaluation(g, boards, e));
        g.writeNumberField("cascades", game.cascades());
        g.writeNumberField("win", game.win());
        g.writeNumberField("bonus", game.bonus());
        g.writeNumberField("landed", game.landed());
        g.writeNumberField("awarded", game.awarded());
        g.writeBooleanField("cascadeLimited", game.cascadeLimited());
    }

    private static void evaluation(JsonGenerator g, BoardJson boards, CjEvaluation e) throws IOException {
        boards.board("board", e.board());
        watermarks(g, boards, "watermarks", e.pink(), e.green(), e.blue());
        boards.objects("groups", e.groups(), c -> boards.cluster(c.symbol(), c.size(), c.cells()));
        boards.cells("groupDestroyed", e.groupDestroyed());
        boards.cells("expired", e.expired());
        boards.cells("pinkDestroyed", e.pinkDestroyed());
        boards.objects("wilds", e.wilds(), w -> {
            boards.cell("cell", w.cell());
            boards.symbol("symbol", w.symbol());
            boards.cells("pattern", w.pattern());
            boards.cells("destroyed", w.destroyed());
            g.writeBooleanField("consumed", w.consumed());
        });
        boards.objects("pairs", e.pairs(), p -> {
            boards.cell("left", p.left());
            boards.cell("right", p.right());
            boards.symbol("leftSymbol", p.leftSymbol());
            boards.symbol("rightSymbol", p.rightSymbol());
            g.writeStringField("enhancement", p.enhancement().name());
            boards.cells("spaces", p.spaces());
        });
        watermarks(g, boards, "newWatermarks", e.newPink(), e.newGreen(), e.newBlue());
        boards.cells("persistingMade", e.persistingMade());
        boards.cells("destroyed", e.destroyed());
        boards.objects("pays", e.pays(), p -> pay(g, boards, p));
        g.writeNumberField("pay", e.pay());
        g.writeNumberField("bonus", e.bonus());
        boards.board("after", e.after());
    }

    private static void pay(JsonGenerator g, BoardJson boards, CjPay p) throws IOException {
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
