package io.opencab.app.json;

import com.fasterxml.jackson.core.JsonGenerator;
import io.opencab.engine.sim.SimulationReport;
import java.io.IOException;
import java.util.Map;

/** A simulation report as one JSON object (RTP and frequencies as fractions). */
public final class ReportJson {
    private final JsonOut out = new JsonOut();

    public String toJson(SimulationReport r) {
        return out.write(g -> {
            g.writeStartObject();
            g.writeStringField("game", r.game());
            g.writeNumberField("rounds", r.rounds());
            g.writeNumberField("bet", r.bet());
            g.writeNumberField("seed", r.seed());
            g.writeNumberField("threads", r.threads());
            g.writeStringField("rng", r.rngAlgorithm());
            g.writeNumberField("rtp", r.rtp());
            pair(g, "rtpCi95", r.rtpCi95());
            pair(g, "rtpCi99", r.rtpCi99());
            g.writeNumberField("hitFrequency", r.hitFrequency());
            g.writeNumberField("stdDev", r.stdDev());
            g.writeNumberField("maxWinX", r.maxWinX());
            g.writeNumberField("capHits", r.capHits());
            map(g, "contributions", r.contributions());
            map(g, "features", r.features());
            map(g, "featureMean", r.featureMean());
            g.writeArrayFieldStart("cascadeDepth");
            for (long d : r.cascadeDepth()) {
                g.writeNumber(d);
            }
            g.writeEndArray();
            g.writeObjectFieldStart("winSize");
            for (int i = 0; i < r.winSize().length; i++) {
                g.writeNumberField(r.winSizeLabels().get(i), r.winSize()[i]);
            }
            g.writeEndObject();
            g.writeNumberField("seconds", r.seconds());
            g.writeNumberField("roundsPerSecond", r.roundsPerSecond());
            g.writeEndObject();
        });
    }

    private static void pair(JsonGenerator g, String name, double[] v) throws IOException {
        g.writeArrayFieldStart(name);
        g.writeNumber(v[0]);
        g.writeNumber(v[1]);
        g.writeEndArray();
    }

    private static void map(JsonGenerator g, String name, Map<String, Double> m) throws IOException {
        g.writeObjectFieldStart(name);
        for (Map.Entry<String, Double> e : m.entrySet()) {
            g.writeNumberField(e.getKey(), e.getValue());
        }
        g.writeEndObject();
    }
}
