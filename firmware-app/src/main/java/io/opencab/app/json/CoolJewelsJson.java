package io.opencab.app.json;

import com.fasterxml.jackson.core.JsonGenerator;
import io.opencab.engine.games.cooljewels.CjEvaluation;
import io.opencab.engine.games.cooljewels.CjGame;
import io.opencab.engine.games.cooljewels.CjGuarantee;
import io.opencab.engine.games.cooljewels.CjMeter;
import io.opencab.engine.games.cooljewels.CjPair;
import io.opencab.engine.games.cooljewels.CjPay;
import io.opencab.engine.games.cooljewels.CjWildAction;
import io.opencab.engine.games.cooljewels.CoolJewelsOutcome;
import io.opencab.engine.grid.Cluster;
import java.io.IOException;
import java.util.function.ToLongFunction;

/** Writes a Cool Jewels outcome in the form of docs/outcome-format-cool-jewels.md. */
final class CoolJewelsJson {
    private static final Fields<CjPay> PAY = Fields.of(CjPay.class).cell("cell", CjPay::cell).symbol("symbol", CjPay::symbol)
            .string("cause", p -> p.cause().name())
            .with((g, b, p) -> {
                if (p.wild() >= 0) {
                    g.writeNumberField("wild", p.wild());
                }
            })
            .number("slice", CjPay::slice).number("section", CjPay::section).number("multiplier", CjPay::multiplier)
            .number("pay", CjPay::pay);
    private static final Fields<CjWildAction> WILD = Fields.of(CjWildAction.class).cell("cell", CjWildAction::cell)
            .symbol("symbol", CjWildAction::symbol).cells("pattern", CjWildAction::pattern)
            .cells("destroyed", CjWildAction::destroyed).bool("consumed", CjWildAction::consumed);
    private static final Fields<CjPair> PAIR = Fields.of(CjPair.class).cell("left", CjPair::left).cell("right", CjPair::right)
            .symbol("leftSymbol", CjPair::leftSymbol).symbol("rightSymbol", CjPair::rightSymbol)
            .string("enhancement", p -> p.enhancement().name()).cells("spaces", CjPair::spaces);
    private static final Fields<Cluster> GROUP = Fields.of(Cluster.class)
            .with((g, b, c) -> b.cluster(c.symbol(), c.size(), c.cells()));
    private static final Fields<CjEvaluation> EVALUATION = Fields.of(CjEvaluation.class).board("board", CjEvaluation::board)
            .with(watermarks("watermarks", CjEvaluation::pink, CjEvaluation::green, CjEvaluation::blue))
            .objects("groups", CjEvaluation::groups, GROUP).cells("groupDestroyed", CjEvaluation::groupDestroyed)
            .cells("expired", CjEvaluation::expired).cells("pinkDestroyed", CjEvaluation::pinkDestroyed)
            .objects("wilds", CjEvaluation::wilds, WILD).objects("pairs", CjEvaluation::pairs, PAIR)
            .with(watermarks("newWatermarks", CjEvaluation::newPink, CjEvaluation::newGreen, CjEvaluation::newBlue))
            .cells("persistingMade", CjEvaluation::persistingMade).cells("destroyed", CjEvaluation::destroyed)
            .objects("pays", CjEvaluation::pays, PAY).number("pay", CjEvaluation::pay).number("bonus", CjEvaluation::bonus)
            .board("after", CjEvaluation::after);
    private static final Fields<CjGame> GAME = Fields.of(CjGame.class).bool("free", CjGame::free)
            .number("number", CjGame::number).board("drawn", CjGame::drawn)
            .objects("evaluations", CjGame::evaluations, EVALUATION).number("cascades", CjGame::cascades)
            .number("win", CjGame::win).number("bonus", CjGame::bonus).number("landed", CjGame::landed)
            .number("awarded", CjGame::awarded).bool("cascadeLimited", CjGame::cascadeLimited);
    private static final Fields<CjGuarantee> GUARANTEE = Fields.of(CjGuarantee.class)
            .number("initiatingPay", CjGuarantee::initiatingPay).number("freeGamesPay", CjGuarantee::freeGamesPay)
            .number("floor", CjGuarantee::floor).number("topUp", CjGuarantee::topUp);
    /** The game's own members, after the common ones {@link OutcomeJson#toJson} writes. */
    static final Fields<CoolJewelsOutcome> OUTCOME = Fields.of(CoolJewelsOutcome.class)
            .with((g, b, o) -> b.grid()).with(CoolJewelsJson::meter).object("base", CoolJewelsOutcome::base, GAME)
            .objects("freeGames", CoolJewelsOutcome::freeGames, GAME)
            .number("freeGamesAwarded", CoolJewelsOutcome::freeGamesAwarded)
            .object("guarantee", CoolJewelsOutcome::guarantee, GUARANTEE)
            .with(OutcomeJson.sources(CoolJewelsOutcome.SOURCES))
            .with(CoolJewelsJson::features);

    private CoolJewelsJson() {
    }

    /** The meter every outcome is paid on: its slices and the last slice. */
    private static void meter(JsonGenerator g, BoardJson boards, CoolJewelsOutcome o) throws IOException {
        g.writeObjectFieldStart("meter");
        g.writeArrayFieldStart("slices");
        for (int s : CjMeter.SLICES) {
            g.writeNumber(s);
        }
        g.writeEndArray();
        g.writeNumberField("lastSlice", CjMeter.LAST_SLICE);
        g.writeEndObject();
    }

    private static void features(JsonGenerator g, BoardJson boards, CoolJewelsOutcome o) throws IOException {
        g.writeObjectFieldStart("features");
        for (int i = 0; i < CoolJewelsOutcome.FEATURES.size(); i++) {
            g.writeNumberField(CoolJewelsOutcome.FEATURES.get(i), o.featureCount(i));
        }
        g.writeEndObject();
    }

    /** An object {@code name} of the Pink, Green and Blue Watermarks' cells. */
    private static Fields.Field<CjEvaluation> watermarks(String name, ToLongFunction<CjEvaluation> pink,
                                                         ToLongFunction<CjEvaluation> green, ToLongFunction<CjEvaluation> blue) {
        return (g, b, v) -> {
            g.writeObjectFieldStart(name);
            b.cells("pink", pink.applyAsLong(v));
            b.cells("green", green.applyAsLong(v));
            b.cells("blue", blue.applyAsLong(v));
            g.writeEndObject();
        };
    }
}
