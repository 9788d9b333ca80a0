package io.opencab.engine.sim;

import java.util.List;
import java.util.Map;

/**
 * The PAR statistics of one simulation. RTP and frequencies are fractions (0.964, not 96.4).
 *
 * @param contributions RTP by source, adding up to {@code rtp}
 * @param features      per feature: rounds in which it occurred / rounds
 * @param featureMean   per feature: occurrences / rounds
 * @param cascadeDepth  rounds by winning cascades of the main spin (last bucket: that many or more)
 * @param winSize       rounds by win as a multiple of the bet: bucket 0 is no win, then [0,1), [1,2) ...
 */
public record SimulationReport(String game, long rounds, long bet, long seed, int threads, String rngAlgorithm,
                               double rtp, double[] rtpCi95, double[] rtpCi99, double hitFrequency,
                               double stdDev, double maxWinX, long capHits,
                               Map<String, Double> contributions, Map<String, Double> features,
                               Map<String, Double> featureMean, long[] cascadeDepth,
                               List<String> winSizeLabels, long[] winSize,
                               double seconds, double roundsPerSecond) {
}
