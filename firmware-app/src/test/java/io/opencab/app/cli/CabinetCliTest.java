package io.opencab.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The `cabinet` command line: results on stdout, bad arguments as one line and a non-zero exit. */
class CabinetCliTest {
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        return CabinetCli.execute(args, new PrintWriter(out, true), new PrintWriter(err, true));
    }

    @Test
    void simulateJsonHasTheIssuesFields() throws Exception {
        int code = run("simulate", "--game", "christmas-tree", "--rounds", "20000", "--seed", "1", "--threads", "2", "--json");
        assertEquals(0, code, err.toString());
        JsonNode j = new ObjectMapper().readTree(out.toString());
        for (String f : List.of("game", "rounds", "rtp", "rtpCi95", "rtpCi99", "hitFrequency", "stdDev", "maxWinX",
                "capHits", "roundsPerSecond", "contributions", "features")) {
            assertTrue(j.has(f), "missing " + f + " in " + j);
        }
        assertEquals("christmas-tree", j.get("game").asText());
        assertEquals(20000, j.get("rounds").asLong());
        assertEquals(2, j.get("rtpCi99").size());
        // RTP and frequencies are fractions, and the sources add up to the RTP
        assertTrue(j.get("rtp").asDouble() < 5);
        double sum = 0;
        for (JsonNode c : j.get("contributions")) {
            sum += c.asDouble();
        }
        assertEquals(j.get("rtp").asDouble(), sum, 1e-9);
    }

    @Test
    void sameSeedGivesTheSameStatistics() throws Exception {
        run("simulate", "--game", "christmas-tree", "--rounds", "30000", "--seed", "5", "--threads", "2", "--json");
        JsonNode a = new ObjectMapper().readTree(out.toString());
        out.getBuffer().setLength(0);
        run("simulate", "--game", "christmas-tree", "--rounds", "30000", "--seed", "5", "--threads", "2", "--json");
        JsonNode b = new ObjectMapper().readTree(out.toString());
        assertEquals(a.get("rtp"), b.get("rtp"));
        assertEquals(a.get("winSize"), b.get("winSize"));
    }

    @Test
    void textReportNamesRtpAndThroughput() {
        assertEquals(0, run("simulate", "--game", "christmas-tree", "--rounds", "10000", "--seed", "2"));
        assertTrue(out.toString().contains("RTP 99% CI"), out.toString());
        assertTrue(out.toString().contains("rounds/s"), out.toString());
    }

    @Test
    void dumpWritesTheFirstOutcomesAsJsonLines(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("o.jsonl");
        assertEquals(0, run("simulate", "--game", "christmas-tree", "--rounds", "1000", "--seed", "3", "--threads", "1",
                "--dump", "25", file.toString()));
        List<String> lines = Files.readAllLines(file);
        assertEquals(25, lines.size());
        ObjectMapper m = new ObjectMapper();
        for (String l : lines) {
            assertEquals("christmas-tree", m.readTree(l).get("game").asText());
        }
    }

    @Test
    void precisionStopsEarly() throws Exception {
        run("simulate", "--game", "christmas-tree", "--rounds", "50000000", "--precision", "0.5", "--batch", "10000",
                "--seed", "4", "--threads", "2", "--json");
        JsonNode j = new ObjectMapper().readTree(out.toString());
        assertTrue(j.get("rounds").asLong() < 50_000_000L);
        double half = (j.get("rtpCi99").get(1).asDouble() - j.get("rtpCi99").get(0).asDouble()) / 2;
        assertTrue(half <= 0.5, "half-width " + half);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "simulate --game nope",
        "simulate --game christmas-tree --rounds 0",
        "simulate --game christmas-tree --rounds many",
        "simulate --game christmas-tree --threads 0",
        "simulate --game christmas-tree --precision 2",
        "simulate --game christmas-tree --bet-level 7",
        "simulate --game christmas-tree --dump x y",
        "simulate --game christmas-tree --dump-draws",
        "simulate",
        "rng-dump --bytes -1",
        "rng-dump",
        "fly",
        ""
    })
    void badArgumentsGiveOneLineAndExitTwo(String args) {
        int code = run(args.isEmpty() ? new String[0] : args.split(" "));
        assertEquals(2, code, err.toString());
        String e = err.toString().strip();
        assertFalse(e.isEmpty());
        assertEquals(1, e.lines().count(), e);
        assertFalse(e.contains("Exception"), e);
        assertTrue(out.toString().isEmpty(), out.toString());
    }

    @Test
    void anUnwritableDumpFileIsOneLineAndExitOne(@TempDir Path dir) {
        // --threads 1: stream 0 plays all 10 rounds on any machine, so the dump of 5 is not refused as too long
        int code = run("simulate", "--game", "christmas-tree", "--rounds", "10", "--threads", "1", "--dump", "5",
                dir.resolve("missing/dir/o.jsonl").toString());
        assertEquals(1, code);
        assertEquals(1, err.toString().strip().lines().count(), err.toString());
        assertTrue(err.toString().contains("cannot write dump file"), err.toString());
    }
}
