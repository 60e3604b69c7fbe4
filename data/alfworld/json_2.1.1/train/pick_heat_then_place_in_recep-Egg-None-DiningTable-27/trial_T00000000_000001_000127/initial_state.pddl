(define (problem plan_trial_T00000000_000001_000127)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        DiningTableType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ButterKnifeType - otype
        EggType - otype
        KnifeType - otype
        LettuceType - otype
        MugType - otype
        PotType - otype
        TomatoType - otype
        Egg_bar__plus_00_dot_36_bar__plus_00_dot_41_bar__minus_00_dot_01 - object
        Egg_bar__minus_02_dot_27_bar__plus_00_dot_95_bar__minus_02_dot_20 - object
        Lettuce_bar__minus_02_dot_22_bar__plus_00_dot_99_bar__minus_00_dot_65 - object
        Lettuce_bar__plus_02_dot_41_bar__plus_00_dot_91_bar__plus_00_dot_13 - object
        Mug_bar__minus_01_dot_09_bar__plus_00_dot_22_bar__minus_01_dot_04 - object
        Mug_bar__plus_00_dot_48_bar__plus_00_dot_51_bar__minus_02_dot_53 - object
        Pot_bar__plus_01_dot_27_bar__plus_01_dot_22_bar__plus_02_dot_12 - object
        Tomato_bar__minus_00_dot_60_bar__plus_00_dot_98_bar__minus_01_dot_09 - object
        Tomato_bar__minus_02_dot_07_bar__plus_00_dot_66_bar__minus_00_dot_88 - object
        Cabinet_bar__plus_00_dot_13_bar__plus_00_dot_39_bar__plus_01_dot_77 - receptacle
        Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_28 - receptacle
        DiningTable_bar__minus_00_dot_21_bar__plus_00_dot_02_bar__plus_00_dot_88 - receptacle
        GarbageCan_bar__minus_00_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_80 - receptacle
        Microwave_bar__minus_00_dot_31_bar__plus_00_dot_93_bar__plus_02_dot_08 - receptacle
        Sink_bar__plus_00_dot_94_bar__plus_00_dot_94_bar__plus_02_dot_65_bar_SinkBasin - receptacle
        loc_bar_2_bar_3_bar_3_bar_30 - location
        loc_bar_2_bar_8_bar_3_bar_30 - location
        loc_bar_2_bar__minus_4_bar_1_bar_30 - location
        loc_bar_3_bar__minus_1_bar_3_bar_30 - location
        loc_bar_4_bar_7_bar_3_bar_30 - location
        loc_bar_4_bar_8_bar_0_bar_30 - location
        loc_bar_5_bar_1_bar_1_bar_0 - location
        )
(:init
        (atLocation agent1 loc_bar_2_bar__minus_4_bar_1_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_13_bar__plus_00_dot_39_bar__plus_01_dot_77 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_13_bar__plus_00_dot_39_bar__plus_01_dot_77 loc_bar_4_bar_7_bar_3_bar_30)
        (openable Cabinet_bar__plus_00_dot_13_bar__plus_00_dot_39_bar__plus_01_dot_77)
        (receptacleType Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_28 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_28 loc_bar_5_bar_1_bar_1_bar_0)
        (openable Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_28)
        (receptacleType DiningTable_bar__minus_00_dot_21_bar__plus_00_dot_02_bar__plus_00_dot_88 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_00_dot_21_bar__plus_00_dot_02_bar__plus_00_dot_88 loc_bar_2_bar_3_bar_3_bar_30)
        (receptacleType GarbageCan_bar__minus_00_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_80 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_00_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_80 loc_bar_3_bar__minus_1_bar_3_bar_30)
        (receptacleType Microwave_bar__minus_00_dot_31_bar__plus_00_dot_93_bar__plus_02_dot_08 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_00_dot_31_bar__plus_00_dot_93_bar__plus_02_dot_08 loc_bar_2_bar_8_bar_3_bar_30)
        (openable Microwave_bar__minus_00_dot_31_bar__plus_00_dot_93_bar__plus_02_dot_08)
        (receptacleType Sink_bar__plus_00_dot_94_bar__plus_00_dot_94_bar__plus_02_dot_65_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_00_dot_94_bar__plus_00_dot_94_bar__plus_02_dot_65_bar_SinkBasin loc_bar_4_bar_8_bar_0_bar_30)
        (canContain CabinetType MugType)
        (canContain CabinetType PotType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType EggType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType LettuceType)
        (canContain DiningTableType MugType)
        (canContain DiningTableType PotType)
        (canContain DiningTableType TomatoType)
        (canContain FridgeType EggType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType MugType)
        (canContain FridgeType PotType)
        (canContain FridgeType TomatoType)
        (canContain GarbageCanType EggType)
        (canContain GarbageCanType LettuceType)
        (canContain GarbageCanType TomatoType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType TomatoType)
        (objectType Egg_bar__plus_00_dot_36_bar__plus_00_dot_41_bar__minus_00_dot_01 EggType)
        (inReceptacle Egg_bar__plus_00_dot_36_bar__plus_00_dot_41_bar__minus_00_dot_01 Microwave_bar__minus_00_dot_31_bar__plus_00_dot_93_bar__plus_02_dot_08)
        (objectAtLocation Egg_bar__plus_00_dot_36_bar__plus_00_dot_41_bar__minus_00_dot_01 loc_bar_2_bar_8_bar_3_bar_30)
        (pickupable Egg_bar__plus_00_dot_36_bar__plus_00_dot_41_bar__minus_00_dot_01)
        (cleanable Egg_bar__plus_00_dot_36_bar__plus_00_dot_41_bar__minus_00_dot_01)
        (heatable Egg_bar__plus_00_dot_36_bar__plus_00_dot_41_bar__minus_00_dot_01)
        (coolable Egg_bar__plus_00_dot_36_bar__plus_00_dot_41_bar__minus_00_dot_01)
        (sliceable Egg_bar__plus_00_dot_36_bar__plus_00_dot_41_bar__minus_00_dot_01)
        (objectType Egg_bar__minus_02_dot_27_bar__plus_00_dot_95_bar__minus_02_dot_20 EggType)
        (inReceptacle Egg_bar__minus_02_dot_27_bar__plus_00_dot_95_bar__minus_02_dot_20 Microwave_bar__minus_00_dot_31_bar__plus_00_dot_93_bar__plus_02_dot_08)
        (objectAtLocation Egg_bar__minus_02_dot_27_bar__plus_00_dot_95_bar__minus_02_dot_20 loc_bar_2_bar_8_bar_3_bar_30)
        (pickupable Egg_bar__minus_02_dot_27_bar__plus_00_dot_95_bar__minus_02_dot_20)
        (cleanable Egg_bar__minus_02_dot_27_bar__plus_00_dot_95_bar__minus_02_dot_20)
        (heatable Egg_bar__minus_02_dot_27_bar__plus_00_dot_95_bar__minus_02_dot_20)
        (coolable Egg_bar__minus_02_dot_27_bar__plus_00_dot_95_bar__minus_02_dot_20)
        (sliceable Egg_bar__minus_02_dot_27_bar__plus_00_dot_95_bar__minus_02_dot_20)
        (objectType Lettuce_bar__minus_02_dot_22_bar__plus_00_dot_99_bar__minus_00_dot_65 LettuceType)
        (inReceptacle Lettuce_bar__minus_02_dot_22_bar__plus_00_dot_99_bar__minus_00_dot_65 DiningTable_bar__minus_00_dot_21_bar__plus_00_dot_02_bar__plus_00_dot_88)
        (objectAtLocation Lettuce_bar__minus_02_dot_22_bar__plus_00_dot_99_bar__minus_00_dot_65 loc_bar_2_bar_3_bar_3_bar_30)
        (pickupable Lettuce_bar__minus_02_dot_22_bar__plus_00_dot_99_bar__minus_00_dot_65)
        (cleanable Lettuce_bar__minus_02_dot_22_bar__plus_00_dot_99_bar__minus_00_dot_65)
        (coolable Lettuce_bar__minus_02_dot_22_bar__plus_00_dot_99_bar__minus_00_dot_65)
        (sliceable Lettuce_bar__minus_02_dot_22_bar__plus_00_dot_99_bar__minus_00_dot_65)
        (objectType Lettuce_bar__plus_02_dot_41_bar__plus_00_dot_91_bar__plus_00_dot_13 LettuceType)
        (inReceptacle Lettuce_bar__plus_02_dot_41_bar__plus_00_dot_91_bar__plus_00_dot_13 DiningTable_bar__minus_00_dot_21_bar__plus_00_dot_02_bar__plus_00_dot_88)
        (objectAtLocation Lettuce_bar__plus_02_dot_41_bar__plus_00_dot_91_bar__plus_00_dot_13 loc_bar_2_bar_3_bar_3_bar_30)
        (pickupable Lettuce_bar__plus_02_dot_41_bar__plus_00_dot_91_bar__plus_00_dot_13)
        (cleanable Lettuce_bar__plus_02_dot_41_bar__plus_00_dot_91_bar__plus_00_dot_13)
        (coolable Lettuce_bar__plus_02_dot_41_bar__plus_00_dot_91_bar__plus_00_dot_13)
        (sliceable Lettuce_bar__plus_02_dot_41_bar__plus_00_dot_91_bar__plus_00_dot_13)
        (objectType Mug_bar__minus_01_dot_09_bar__plus_00_dot_22_bar__minus_01_dot_04 MugType)
        (inReceptacle Mug_bar__minus_01_dot_09_bar__plus_00_dot_22_bar__minus_01_dot_04 Sink_bar__plus_00_dot_94_bar__plus_00_dot_94_bar__plus_02_dot_65_bar_SinkBasin)
        (objectAtLocation Mug_bar__minus_01_dot_09_bar__plus_00_dot_22_bar__minus_01_dot_04 loc_bar_4_bar_8_bar_0_bar_30)
        (pickupable Mug_bar__minus_01_dot_09_bar__plus_00_dot_22_bar__minus_01_dot_04)
        (cleanable Mug_bar__minus_01_dot_09_bar__plus_00_dot_22_bar__minus_01_dot_04)
        (heatable Mug_bar__minus_01_dot_09_bar__plus_00_dot_22_bar__minus_01_dot_04)
        (coolable Mug_bar__minus_01_dot_09_bar__plus_00_dot_22_bar__minus_01_dot_04)
        (isReceptacleObject Mug_bar__minus_01_dot_09_bar__plus_00_dot_22_bar__minus_01_dot_04)
        (objectType Mug_bar__plus_00_dot_48_bar__plus_00_dot_51_bar__minus_02_dot_53 MugType)
        (inReceptacle Mug_bar__plus_00_dot_48_bar__plus_00_dot_51_bar__minus_02_dot_53 Microwave_bar__minus_00_dot_31_bar__plus_00_dot_93_bar__plus_02_dot_08)
        (objectAtLocation Mug_bar__plus_00_dot_48_bar__plus_00_dot_51_bar__minus_02_dot_53 loc_bar_2_bar_8_bar_3_bar_30)
        (pickupable Mug_bar__plus_00_dot_48_bar__plus_00_dot_51_bar__minus_02_dot_53)
        (cleanable Mug_bar__plus_00_dot_48_bar__plus_00_dot_51_bar__minus_02_dot_53)
        (heatable Mug_bar__plus_00_dot_48_bar__plus_00_dot_51_bar__minus_02_dot_53)
        (coolable Mug_bar__plus_00_dot_48_bar__plus_00_dot_51_bar__minus_02_dot_53)
        (isReceptacleObject Mug_bar__plus_00_dot_48_bar__plus_00_dot_51_bar__minus_02_dot_53)
        (objectType Pot_bar__plus_01_dot_27_bar__plus_01_dot_22_bar__plus_02_dot_12 PotType)
        (inReceptacle Pot_bar__plus_01_dot_27_bar__plus_01_dot_22_bar__plus_02_dot_12 Cabinet_bar__plus_00_dot_13_bar__plus_00_dot_39_bar__plus_01_dot_77)
        (objectAtLocation Pot_bar__plus_01_dot_27_bar__plus_01_dot_22_bar__plus_02_dot_12 loc_bar_4_bar_7_bar_3_bar_30)
        (pickupable Pot_bar__plus_01_dot_27_bar__plus_01_dot_22_bar__plus_02_dot_12)
        (cleanable Pot_bar__plus_01_dot_27_bar__plus_01_dot_22_bar__plus_02_dot_12)
        (coolable Pot_bar__plus_01_dot_27_bar__plus_01_dot_22_bar__plus_02_dot_12)
        (isReceptacleObject Pot_bar__plus_01_dot_27_bar__plus_01_dot_22_bar__plus_02_dot_12)
        (objectType Tomato_bar__minus_00_dot_60_bar__plus_00_dot_98_bar__minus_01_dot_09 TomatoType)
        (inReceptacle Tomato_bar__minus_00_dot_60_bar__plus_00_dot_98_bar__minus_01_dot_09 Sink_bar__plus_00_dot_94_bar__plus_00_dot_94_bar__plus_02_dot_65_bar_SinkBasin)
        (objectAtLocation Tomato_bar__minus_00_dot_60_bar__plus_00_dot_98_bar__minus_01_dot_09 loc_bar_4_bar_8_bar_0_bar_30)
        (pickupable Tomato_bar__minus_00_dot_60_bar__plus_00_dot_98_bar__minus_01_dot_09)
        (cleanable Tomato_bar__minus_00_dot_60_bar__plus_00_dot_98_bar__minus_01_dot_09)
        (heatable Tomato_bar__minus_00_dot_60_bar__plus_00_dot_98_bar__minus_01_dot_09)
        (coolable Tomato_bar__minus_00_dot_60_bar__plus_00_dot_98_bar__minus_01_dot_09)
        (sliceable Tomato_bar__minus_00_dot_60_bar__plus_00_dot_98_bar__minus_01_dot_09)
        (objectType Tomato_bar__minus_02_dot_07_bar__plus_00_dot_66_bar__minus_00_dot_88 TomatoType)
        (inReceptacle Tomato_bar__minus_02_dot_07_bar__plus_00_dot_66_bar__minus_00_dot_88 DiningTable_bar__minus_00_dot_21_bar__plus_00_dot_02_bar__plus_00_dot_88)
        (objectAtLocation Tomato_bar__minus_02_dot_07_bar__plus_00_dot_66_bar__minus_00_dot_88 loc_bar_2_bar_3_bar_3_bar_30)
        (pickupable Tomato_bar__minus_02_dot_07_bar__plus_00_dot_66_bar__minus_00_dot_88)
        (cleanable Tomato_bar__minus_02_dot_07_bar__plus_00_dot_66_bar__minus_00_dot_88)
        (heatable Tomato_bar__minus_02_dot_07_bar__plus_00_dot_66_bar__minus_00_dot_88)
        (coolable Tomato_bar__minus_02_dot_07_bar__plus_00_dot_66_bar__minus_00_dot_88)
        (sliceable Tomato_bar__minus_02_dot_07_bar__plus_00_dot_66_bar__minus_00_dot_88)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o EggType)
                            (receptacleType ?r DiningTableType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
