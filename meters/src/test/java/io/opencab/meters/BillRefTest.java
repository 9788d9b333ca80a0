package io.opencab.meters;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.meters.MeterException.Kind;
import java.nio.file.Path;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A bill's external reference (schema 2): the validator driver's note id, recorded in the escrow's
 * own transaction so the driver's later report for that id finds the note, also after a restart.
 */
class BillRefTest {
    @TempDir
    Path dir;

    @Test
    void anEscrowWithAReferenceIsFoundByItAndKeepsItWhenStacked() {
        Fixture f = new Fixture(dir);
        String ref = UUID.randomUUID().toString();
        try (MeterStore s = f.create()) {
            NoteRecord n = s.billEscrowAccepted(2000, ref);

            assertEquals(ref, n.externalRef());
            assertEquals(n, s.billByRef(ref).orElseThrow());
            assertEquals(ref, s.pendingBill().orElseThrow().externalRef());

            s.billStacked(n.noteId());
            assertEquals(NoteState.STACKED, s.billByRef(ref).orElseThrow().state());
            assertEquals(ref, s.billLog(1).getFirst().externalRef());
            assertEquals(2000, s.credits());
        }
    }

    @Test
    void theReferenceSurvivesARestartWhileTheBillIsPending() {
        Fixture f = new Fixture(dir);
        String ref = UUID.randomUUID().toString();
        try (MeterStore s = f.create()) {
            s.billEscrowAccepted(500, ref);
        }
        try (MeterStore s = f.open()) {
            assertEquals(ref, s.recovery().pendingBill().orElseThrow().externalRef());
            assertTrue(s.billReturned(s.billByRef(ref).orElseThrow().noteId(), "returned at power-up"));
            assertEquals(0, s.credits());
        }
    }

    @Test
    void aReferenceAlreadyKeptIsRefusedAndNothingChanges() {
        Fixture f = new Fixture(dir);
        try (MeterStore s = f.create()) {
            NoteRecord n = s.billEscrowAccepted(500, "note-1");
            s.billStacked(n.noteId());

            MeterException e = assertThrows(MeterException.class, () -> s.billEscrowAccepted(500, "note-1"));

            assertEquals(Kind.ILLEGAL_STATE, e.kind());
            assertTrue(e.getMessage().contains("note-1"), e.getMessage());
            assertTrue(s.pendingBill().isEmpty());
            assertEquals(500, s.credits());
        }
    }

    @Test
    void blankOrOverlongReferencesAreRefused() {
        Fixture f = new Fixture(dir);
        try (MeterStore s = f.create()) {
            assertEquals(Kind.INVALID_ARGUMENT, assertThrows(MeterException.class, () -> s.billEscrowAccepted(500, " ")).kind());
            assertEquals(Kind.INVALID_ARGUMENT, assertThrows(MeterException.class, () -> s.billEscrowAccepted(500, "a b")).kind());
            assertEquals(Kind.INVALID_ARGUMENT,
                assertThrows(MeterException.class, () -> s.billEscrowAccepted(500, "x".repeat(65))).kind());
            assertTrue(s.pendingBill().isEmpty());
        }
    }

    @Test
    void anEscrowWithoutAReferenceHasNone() {
        Fixture f = new Fixture(dir);
        try (MeterStore s = f.create()) {
            assertNull(s.billEscrowAccepted(500).externalRef());
        }
    }

    @Test
    void aChangedOrRemovedReferenceFailsTheRowMac() throws Exception {
        Fixture f = new Fixture(dir);
        try (MeterStore s = f.create()) {
            s.billStacked(s.billEscrowAccepted(500, "note-a").noteId());
        }
        Path pristine = dir.resolve("pristine.db");
        java.nio.file.Files.copy(f.file, pristine);
        for (String sql : new String[] {"UPDATE note SET ext_ref = 'note-b' WHERE id = 1",
            "UPDATE note SET ext_ref = NULL WHERE id = 1"}) {
            java.nio.file.Files.copy(pristine, f.file, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            RawSql.exec(f.file, sql);

            MeterException e = assertThrows(MeterException.class, f::open, sql);

            assertEquals(Kind.INTEGRITY, e.kind(), sql);
        }
    }

}
