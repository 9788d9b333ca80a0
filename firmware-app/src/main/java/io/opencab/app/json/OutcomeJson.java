package io.opencab.app.json;

import com.fasterxml.jackson.core.JsonGenerator;
import io.opencab.app.AppException;
import io.opencab.engine.game.RoundOutcome;
import io.opencab.engine.games.christmastree.ChristmasTree;
import io.opencab.engine.games.christmastree.ChristmasTreeOutcome;
import io.opencab.engine.games.christmastree.CtSymbols;
import io.opencab.engine.games.clusterkingdom.CkSymbols;
import io.opencab.engine.games.clusterkingdom.ClusterKingdom;
import io.opencab.engine.games.clusterkingdom.ClusterKingdomOutcome;
import io.opencab.engine.games.cooljewels.CjSymbols;
import io.opencab.engine.games.cooljewels.CoolJewels;
import io.opencab.engine.games.cooljewels.CoolJewelsOutcome;
import io.opencab.engine.games.lostrelics.LostRelics;
import io.opencab.engine.games.lostrelics.LostRelicsOutcome;
import io.opencab.engine.games.lostrelics.LrSymbols;
import io.opencab.meters.RoundVersions;
import java.io.IOException;
import java.util.List;

/**
 * The JSON form of a round outcome (docs/outcome-format.md), read by the journal, recall, the
 * regulator export and auditors. Written outside the engine's round path.
 */
public final class OutcomeJson {
    /** Format id written in every outcome; bump on any incompatible change. */
    public static final String FORMAT = "opencab.outcome/1";

    private final JsonOut out = new JsonOut();

    /**
     * One outcome as one line of JSON, its last member {@code "versions"}: what decided it (issue #37
     * item 4). {@code versions} is null only to render a round journaled before rounds kept their
     * versions (meter store schema 7 and older), whose JSON has no such member.
     */
    public String toJson(RoundOutcome outcome, RoundVersions versions) {
        return out.write(g -> {
            g.writeStartObject();
            writeCommon(g, outcome);
            switch (outcome) {
                case ChristmasTreeOutcome ct ->
                    ChristmasTreeJson.OUTCOME.write(g, new BoardJson(g, CtSymbols.NAMES, ChristmasTree.shape()), ct);
                case ClusterKingdomOutcome ck ->
                    ClusterKingdomJson.OUTCOME.write(g, new BoardJson(g, CkSymbols.NAMES, ClusterKingdom.shape()), ck);
                case CoolJewelsOutcome cj ->
                    CoolJewelsJson.OUTCOME.write(g, new BoardJson(g, CjSymbols.NAMES, CoolJewels.shape()), cj);
                case LostRelicsOutcome lr ->
                    LostRelicsJson.OUTCOME.write(g, new BoardJson(g, LrSymbols.NAMES, LostRelics.shape()), lr);
                default -> throw new AppException("no JSON form for outcomes of game " + outcome.gameId());
            }
            if (versions != null) {
                writeVersions(g, versions);
            }
            g.writeEndObject();
        });
    }

    /** The members every game's outcome starts with (docs/outcome-format.md, "Common fields"). */
    private static void writeCommon(JsonGenerator g, RoundOutcome o) throws IOException {
        g.writeStringField("format", FORMAT);
        g.writeStringField("game", o.gameId());
        g.writeNumberField("betLevel", o.betLevel());
        g.writeNumberField("bet", o.bet());
        g.writeNumberField("totalWin", o.totalWin());
        g.writeBooleanField("capped", o.capped());
    }

    /** The {@code "versions"} member: {@code drawFormat}, {@code mathSha256}, {@code software}. */
    static void writeVersions(JsonGenerator g, RoundVersions v) throws IOException {
        g.writeObjectFieldStart("versions");
        g.writeStringField("drawFormat", v.drawFormat());
        g.writeStringField("mathSha256", v.mathSha256());
        g.writeStringField("software", v.software());
        g.writeEndObject();
    }

    /**
     * {@code json} (one outcome object from {@link #toJson}) with a last member {@code "draws"}: the
     * round's RNG draws in the journal's text form ({@code "value/bound ..."}), for replay by a lab.
     */
    public static String withDraws(String json, io.opencab.engine.rng.DrawRecord draws) {
        if (!json.endsWith("}")) {
            throw new IllegalArgumentException("not a JSON object: " + json);
        }
        return json.substring(0, json.length() - 1) + ",\"draws\":\"" + draws.toText() + "\"}";
    }

    /** The {@code "sourceWins"} member: the win of each of the game's RTP {@code sources}, by name. */
    static Fields.Field<RoundOutcome> sources(List<String> sources) {
        return (g, b, o) -> {
            g.writeObjectFieldStart("sourceWins");
            for (int i = 0; i < sources.size(); i++) {
                g.writeNumberField(sources.get(i), o.sourceWin(i));
            }
            g.writeEndObject();
        };
    }
}
