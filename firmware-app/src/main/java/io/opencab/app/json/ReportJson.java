package io.opencab.app.json;

import com.fasterxml.jackson.core.JsonGenerator;
import io.opencab.engine.sim.SimulationReport;
import java.util.Map;
import java.util.function.Function;

/** A simulation report as one JSON object (RTP and frequencies as fractions). */
public final class ReportJson {
    private static final Fields<SimulationReport> REPORT = Fields.of(SimulationReport.class)
            .string("game", SimulationReport::game).number("rounds", SimulationReport::rounds)
            .number("bet", SimulationReport::bet).number("seed", SimulationReport::seed)
            .number("threads", SimulationReport::threads).string("rng", SimulationReport::rngAlgorithm)
            .decimal("rtp", SimulationReport::rtp).with(pair("rtpCi95", SimulationReport::rtpCi95))
            .with(pair("rtpCi99", SimulationReport::rtpCi99)).decimal("hitFrequency", SimulationReport::hitFrequency)
            .decimal("stdDev", SimulationReport::stdDev).decimal("maxWinX", SimulationReport::maxWinX)
            .number("capHits", SimulationReport::capHits).with(map("contributions", SimulationReport::contributions))
            .with(map("features", SimulationReport::features)).with(map("featureMean", SimulationReport::featureMean))
            .with((g, b, r) -> {
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
            })
            .decimal("seconds", SimulationReport::seconds).decimal("roundsPerSecond", SimulationReport::roundsPerSecond);

    private final JsonOut out = new JsonOut();

    public String toJson(SimulationReport r) {
        return out.write(g -> {
            g.writeStartObject();
            REPORT.write(g, null, r); // no boards in a report
            g.writeEndObject();
        });
    }

    /** A pair of numbers (a confidence interval) as an array under {@code name}. */
    private static Fields.Field<SimulationReport> pair(String name, Function<SimulationReport, double[]> f) {
        return (g, b, r) -> {
            double[] v = f.apply(r);
            g.writeArrayFieldStart(name);
            g.writeNumber(v[0]);
            g.writeNumber(v[1]);
            g.writeEndArray();
        };
    }

    private static Fields.Field<SimulationReport> map(String name, Function<SimulationReport, Map<String, Double>> f) {
        return (g, b, r) -> {
            g.writeObjectFieldStart(name);
            for (Map.Entry<String, Double> e : f.apply(r).entrySet()) {
                g.writeNumberField(e.getKey(), e.getValue());
            }
            g.writeEndObject();
        };
    }
}
