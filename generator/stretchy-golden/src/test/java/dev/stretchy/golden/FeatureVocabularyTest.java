package dev.stretchy.golden;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.stretchy.contract.Catalogue;
import dev.stretchy.contract.Worded;
import dev.stretchy.reference.SplineDeformInputs;
import dev.stretchy.reference.SplineFeatures;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The catalogue's section 10 rows and the golden files name the features with one vocabulary. */
class FeatureVocabularyTest {
    @Test
    void theCatalogueSpellsTheGoldenFeatureWords() {
        assertEquals(Worded.words(GoldenFeature.class), Catalogue.splineFeatures());
        // The two scalars a feature brings, in contract order; the 1.2 inputs stay the golden reader's twelve.
        assertEquals(List.of("ClosedLoop", "BakedRoll"), SplineFeatures.NAMES);
        assertEquals(12, SplineDeformInputs.NAMES.size());
    }
}
