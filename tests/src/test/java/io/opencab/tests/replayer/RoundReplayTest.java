package io.opencab.tests.replayer;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import org.junit.jupiter.api.Test;

/** The clean-room replayer can fail: a changed member or a changed draw is reported precisely. */
class RoundReplayTest {
    private static String firstReferenceRound() throws IOException {
        return Files.readAllLines(CleanRoomReplayTest.docs().resolve("par/lost-relics-reference.jsonl")).get(0);
    }

    @Test
    void aChangedMemberIsReportedWithGameRoundFieldAndBothValues() throws IOException {
        // given: a published round whose totalWin is one credit more than its draws give
        String line = firstReferenceRound().replaceFirst("\"totalWin\":(\\d+)", "\"totalWin\":999999999");
        RoundReplay replay = CleanRoomReplayTest.replayer("lost-relics");

        // when
        ReplayException e = assertThrows(ReplayException.class, () -> replay.replayLine(line, "line 1"));

        // then
        assertTrue(e.getMessage().startsWith("lost-relics line 1 lr-fifth-instance: first mismatch at .totalWin: "
                + "recorded 999999999, replayed "), e.getMessage());
    }

    @Test
    void aMissingDrawIsReportedWithItsIndexAndLabel() throws IOException {
        // given: the same round with its last draw cut off
        String line = firstReferenceRound().replaceFirst(" [0-9]+/[0-9]+\"}\\s*$", "\"}");
        RoundReplay replay = CleanRoomReplayTest.replayer("lost-relics");

        // when
        ReplayException e = assertThrows(ReplayException.class, () -> replay.replayLine(line, "line 1"));

        // then
        assertTrue(e.getMessage().contains("was expected but the record has only"), e.getMessage());
    }
}
