(define (problem plan_trial_T00000000_000001_000133)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DiningTableType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ButterKnifeType - otype
        KnifeType - otype
        LettuceType - otype
        MugType - otype
        TomatoType - otype
        WineBottleType - otype
        Mug_bar__plus_02_dot_12_bar__plus_00_dot_54_bar__minus_02_dot_01 - object
        Mug_bar__plus_01_dot_13_bar__plus_00_dot_88_bar__minus_00_dot_32 - object
        Mug_bar__plus_00_dot_81_bar__plus_00_dot_40_bar__minus_01_dot_07 - object
        Lettuce_bar__plus_01_dot_42_bar__plus_00_dot_43_bar__plus_01_dot_16 - object
        Lettuce_bar__plus_02_dot_16_bar__plus_00_dot_98_bar__minus_02_dot_18 - object
        Tomato_bar__minus_00_dot_82_bar__plus_00_dot_20_bar__minus_01_dot_54 - object
        Tomato_bar__plus_01_dot_04_bar__plus_00_dot_10_bar__plus_01_dot_31 - object
        WineBottle_bar__plus_02_dot_79_bar__plus_01_dot_11_bar__minus_02_dot_48 - object
        Cabinet_bar__plus_00_dot_34_bar__plus_00_dot_40_bar__minus_00_dot_35 - receptacle
        Cabinet_bar__plus_00_dot_59_bar__plus_02_dot_31_bar__minus_00_dot_65 - receptacle
        Cabinet_bar__plus_00_dot_99_bar__plus_00_dot_40_bar__plus_00_dot_58 - receptacle
        Cabinet_bar__plus_00_dot_99_bar__plus_00_dot_40_bar__plus_01_dot_23 - receptacle
        Cabinet_bar__plus_00_dot_99_bar__plus_00_dot_40_bar__minus_00_dot_18 - receptacle
        Cabinet_bar__minus_00_dot_99_bar__plus_00_dot_40_bar__plus_00_dot_37 - receptacle
        Cabinet_bar__minus_01_dot_19_bar__plus_02_dot_06_bar__plus_00_dot_38 - receptacle
        Cabinet_bar__minus_01_dot_19_bar__plus_02_dot_06_bar__minus_00_dot_28 - receptacle
        CounterTop_bar__minus_01_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_67 - receptacle
        DiningTable_bar__minus_01_dot_21_bar__plus_00_dot_78_bar__plus_02_dot_46 - receptacle
        Fridge_bar__minus_01_dot_30_bar__plus_00_dot_01_bar__plus_00_dot_99 - receptacle
        GarbageCan_bar__plus_01_dot_30_bar__plus_00_dot_01_bar__plus_01_dot_47 - receptacle
        Microwave_bar__minus_01_dot_34_bar__plus_00_dot_90_bar__plus_00_dot_05 - receptacle
        Sink_bar__minus_00_dot_01_bar__plus_00_dot_91_bar__minus_00_dot_62_bar_SinkBasin - receptacle
        loc_bar_0_bar_10_bar_3_bar_30 - location
        loc_bar_0_bar_2_bar_1_bar_30 - location
        loc_bar_0_bar_3_bar_3_bar_30 - location
        loc_bar_0_bar_6_bar_1_bar_30 - location
        loc_bar_10_bar_9_bar_3_bar_30 - location
        loc_bar_1_bar_0_bar_2_bar_30 - location
        loc_bar_1_bar_2_bar_1_bar_30 - location
        loc_bar_1_bar_6_bar_1_bar_30 - location
        loc_bar_2_bar_0_bar_2_bar__minus_30 - location
        loc_bar__minus_1_bar_1_bar_3_bar__minus_30 - location
        loc_bar__minus_1_bar_2_bar_2_bar_30 - location
        loc_bar__minus_1_bar_4_bar_3_bar_30 - location
        loc_bar__minus_2_bar_0_bar_2_bar_30 - location
        loc_bar__minus_2_bar_0_bar_3_bar_30 - location
        loc_bar__minus_2_bar_0_bar_3_bar__minus_30 - location
        )
(:init
        (atLocation agent1 loc_bar_10_bar_9_bar_3_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_34_bar__plus_00_dot_40_bar__minus_00_dot_35 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_34_bar__plus_00_dot_40_bar__minus_00_dot_35 loc_bar__minus_1_bar_2_bar_2_bar_30)
        (openable Cabinet_bar__plus_00_dot_34_bar__plus_00_dot_40_bar__minus_00_dot_35)
        (receptacleType Cabinet_bar__plus_00_dot_59_bar__plus_02_dot_31_bar__minus_00_dot_65 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_59_bar__plus_02_dot_31_bar__minus_00_dot_65 loc_bar_2_bar_0_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_00_dot_59_bar__plus_02_dot_31_bar__minus_00_dot_65)
        (receptacleType Cabinet_bar__plus_00_dot_99_bar__plus_00_dot_40_bar__plus_00_dot_58 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_99_bar__plus_00_dot_40_bar__plus_00_dot_58 loc_bar_0_bar_2_bar_1_bar_30)
        (openable Cabinet_bar__plus_00_dot_99_bar__plus_00_dot_40_bar__plus_00_dot_58)
        (receptacleType Cabinet_bar__plus_00_dot_99_bar__plus_00_dot_40_bar__plus_01_dot_23 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_99_bar__plus_00_dot_40_bar__plus_01_dot_23 loc_bar_0_bar_6_bar_1_bar_30)
        (openable Cabinet_bar__plus_00_dot_99_bar__plus_00_dot_40_bar__plus_01_dot_23)
        (receptacleType Cabinet_bar__plus_00_dot_99_bar__plus_00_dot_40_bar__minus_00_dot_18 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_99_bar__plus_00_dot_40_bar__minus_00_dot_18 loc_bar_1_bar_2_bar_1_bar_30)
        (openable Cabinet_bar__plus_00_dot_99_bar__plus_00_dot_40_bar__minus_00_dot_18)
        (receptacleType Cabinet_bar__minus_00_dot_99_bar__plus_00_dot_40_bar__plus_00_dot_37 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_99_bar__plus_00_dot_40_bar__plus_00_dot_37 loc_bar_0_bar_3_bar_3_bar_30)
        (openable Cabinet_bar__minus_00_dot_99_bar__plus_00_dot_40_bar__plus_00_dot_37)
        (receptacleType Cabinet_bar__minus_01_dot_19_bar__plus_02_dot_06_bar__plus_00_dot_38 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_19_bar__plus_02_dot_06_bar__plus_00_dot_38 loc_bar__minus_2_bar_0_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_01_dot_19_bar__plus_02_dot_06_bar__plus_00_dot_38)
        (receptacleType Cabinet_bar__minus_01_dot_19_bar__plus_02_dot_06_bar__minus_00_dot_28 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_19_bar__plus_02_dot_06_bar__minus_00_dot_28 loc_bar__minus_1_bar_1_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_01_dot_19_bar__plus_02_dot_06_bar__minus_00_dot_28)
        (receptacleType CounterTop_bar__minus_01_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_67 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_67 loc_bar__minus_2_bar_0_bar_2_bar_30)
        (receptacleType DiningTable_bar__minus_01_dot_21_bar__plus_00_dot_78_bar__plus_02_dot_46 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_01_dot_21_bar__plus_00_dot_78_bar__plus_02_dot_46 loc_bar_0_bar_10_bar_3_bar_30)
        (receptacleType Fridge_bar__minus_01_dot_30_bar__plus_00_dot_01_bar__plus_00_dot_99 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_01_dot_30_bar__plus_00_dot_01_bar__plus_00_dot_99 loc_bar__minus_1_bar_4_bar_3_bar_30)
        (openable Fridge_bar__minus_01_dot_30_bar__plus_00_dot_01_bar__plus_00_dot_99)
        (receptacleType GarbageCan_bar__plus_01_dot_30_bar__plus_00_dot_01_bar__plus_01_dot_47 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_01_dot_30_bar__plus_00_dot_01_bar__plus_01_dot_47 loc_bar_1_bar_6_bar_1_bar_30)
        (receptacleType Microwave_bar__minus_01_dot_34_bar__plus_00_dot_90_bar__plus_00_dot_05 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_01_dot_34_bar__plus_00_dot_90_bar__plus_00_dot_05 loc_bar__minus_2_bar_0_bar_3_bar_30)
        (openable Microwave_bar__minus_01_dot_34_bar__plus_00_dot_90_bar__plus_00_dot_05)
        (receptacleType Sink_bar__minus_00_dot_01_bar__plus_00_dot_91_bar__minus_00_dot_62_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_00_dot_01_bar__plus_00_dot_91_bar__minus_00_dot_62_bar_SinkBasin loc_bar_1_bar_0_bar_2_bar_30)
        (canContain CabinetType MugType)
        (canContain CabinetType WineBottleType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType TomatoType)
        (canContain CounterTopType WineBottleType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType LettuceType)
        (canContain DiningTableType MugType)
        (canContain DiningTableType TomatoType)
        (canContain DiningTableType WineBottleType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType MugType)
        (canContain FridgeType TomatoType)
        (canContain FridgeType WineBottleType)
        (canContain GarbageCanType LettuceType)
        (canContain GarbageCanType TomatoType)
        (canContain GarbageCanType WineBottleType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType TomatoType)
        (objectType Mug_bar__plus_02_dot_12_bar__plus_00_dot_54_bar__minus_02_dot_01 MugType)
        (inReceptacle Mug_bar__plus_02_dot_12_bar__plus_00_dot_54_bar__minus_02_dot_01 Cabinet_bar__plus_00_dot_99_bar__plus_00_dot_40_bar__minus_00_dot_18)
        (objectAtLocation Mug_bar__plus_02_dot_12_bar__plus_00_dot_54_bar__minus_02_dot_01 loc_bar_1_bar_2_bar_1_bar_30)
        (pickupable Mug_bar__plus_02_dot_12_bar__plus_00_dot_54_bar__minus_02_dot_01)
        (cleanable Mug_bar__plus_02_dot_12_bar__plus_00_dot_54_bar__minus_02_dot_01)
        (heatable Mug_bar__plus_02_dot_12_bar__plus_00_dot_54_bar__minus_02_dot_01)
        (coolable Mug_bar__plus_02_dot_12_bar__plus_00_dot_54_bar__minus_02_dot_01)
        (isReceptacleObject Mug_bar__plus_02_dot_12_bar__plus_00_dot_54_bar__minus_02_dot_01)
        (objectType Mug_bar__plus_01_dot_13_bar__plus_00_dot_88_bar__minus_00_dot_32 MugType)
        (inReceptacle Mug_bar__plus_01_dot_13_bar__plus_00_dot_88_bar__minus_00_dot_32 Microwave_bar__minus_01_dot_34_bar__plus_00_dot_90_bar__plus_00_dot_05)
        (objectAtLocation Mug_bar__plus_01_dot_13_bar__plus_00_dot_88_bar__minus_00_dot_32 loc_bar__minus_2_bar_0_bar_3_bar_30)
        (pickupable Mug_bar__plus_01_dot_13_bar__plus_00_dot_88_bar__minus_00_dot_32)
        (cleanable Mug_bar__plus_01_dot_13_bar__plus_00_dot_88_bar__minus_00_dot_32)
        (heatable Mug_bar__plus_01_dot_13_bar__plus_00_dot_88_bar__minus_00_dot_32)
        (coolable Mug_bar__plus_01_dot_13_bar__plus_00_dot_88_bar__minus_00_dot_32)
        (isReceptacleObject Mug_bar__plus_01_dot_13_bar__plus_00_dot_88_bar__minus_00_dot_32)
        (objectType Mug_bar__plus_00_dot_81_bar__plus_00_dot_40_bar__minus_01_dot_07 MugType)
        (inReceptacle Mug_bar__plus_00_dot_81_bar__plus_00_dot_40_bar__minus_01_dot_07 Cabinet_bar__plus_00_dot_99_bar__plus_00_dot_40_bar__minus_00_dot_18)
        (objectAtLocation Mug_bar__plus_00_dot_81_bar__plus_00_dot_40_bar__minus_01_dot_07 loc_bar_1_bar_2_bar_1_bar_30)
        (pickupable Mug_bar__plus_00_dot_81_bar__plus_00_dot_40_bar__minus_01_dot_07)
        (cleanable Mug_bar__plus_00_dot_81_bar__plus_00_dot_40_bar__minus_01_dot_07)
        (heatable Mug_bar__plus_00_dot_81_bar__plus_00_dot_40_bar__minus_01_dot_07)
        (coolable Mug_bar__plus_00_dot_81_bar__plus_00_dot_40_bar__minus_01_dot_07)
        (isReceptacleObject Mug_bar__plus_00_dot_81_bar__plus_00_dot_40_bar__minus_01_dot_07)
        (objectType Lettuce_bar__plus_01_dot_42_bar__plus_00_dot_43_bar__plus_01_dot_16 LettuceType)
        (inReceptacle Lettuce_bar__plus_01_dot_42_bar__plus_00_dot_43_bar__plus_01_dot_16 GarbageCan_bar__plus_01_dot_30_bar__plus_00_dot_01_bar__plus_01_dot_47)
        (objectAtLocation Lettuce_bar__plus_01_dot_42_bar__plus_00_dot_43_bar__plus_01_dot_16 loc_bar_1_bar_6_bar_1_bar_30)
        (pickupable Lettuce_bar__plus_01_dot_42_bar__plus_00_dot_43_bar__plus_01_dot_16)
        (cleanable Lettuce_bar__plus_01_dot_42_bar__plus_00_dot_43_bar__plus_01_dot_16)
        (coolable Lettuce_bar__plus_01_dot_42_bar__plus_00_dot_43_bar__plus_01_dot_16)
        (sliceable Lettuce_bar__plus_01_dot_42_bar__plus_00_dot_43_bar__plus_01_dot_16)
        (objectType Lettuce_bar__plus_02_dot_16_bar__plus_00_dot_98_bar__minus_02_dot_18 LettuceType)
        (inReceptacle Lettuce_bar__plus_02_dot_16_bar__plus_00_dot_98_bar__minus_02_dot_18 GarbageCan_bar__plus_01_dot_30_bar__plus_00_dot_01_bar__plus_01_dot_47)
        (objectAtLocation Lettuce_bar__plus_02_dot_16_bar__plus_00_dot_98_bar__minus_02_dot_18 loc_bar_1_bar_6_bar_1_bar_30)
        (pickupable Lettuce_bar__plus_02_dot_16_bar__plus_00_dot_98_bar__minus_02_dot_18)
        (cleanable Lettuce_bar__plus_02_dot_16_bar__plus_00_dot_98_bar__minus_02_dot_18)
        (coolable Lettuce_bar__plus_02_dot_16_bar__plus_00_dot_98_bar__minus_02_dot_18)
        (sliceable Lettuce_bar__plus_02_dot_16_bar__plus_00_dot_98_bar__minus_02_dot_18)
        (objectType Tomato_bar__minus_00_dot_82_bar__plus_00_dot_20_bar__minus_01_dot_54 TomatoType)
        (inReceptacle Tomato_bar__minus_00_dot_82_bar__plus_00_dot_20_bar__minus_01_dot_54 GarbageCan_bar__plus_01_dot_30_bar__plus_00_dot_01_bar__plus_01_dot_47)
        (objectAtLocation Tomato_bar__minus_00_dot_82_bar__plus_00_dot_20_bar__minus_01_dot_54 loc_bar_1_bar_6_bar_1_bar_30)
        (pickupable Tomato_bar__minus_00_dot_82_bar__plus_00_dot_20_bar__minus_01_dot_54)
        (cleanable Tomato_bar__minus_00_dot_82_bar__plus_00_dot_20_bar__minus_01_dot_54)
        (heatable Tomato_bar__minus_00_dot_82_bar__plus_00_dot_20_bar__minus_01_dot_54)
        (coolable Tomato_bar__minus_00_dot_82_bar__plus_00_dot_20_bar__minus_01_dot_54)
        (sliceable Tomato_bar__minus_00_dot_82_bar__plus_00_dot_20_bar__minus_01_dot_54)
        (objectType Tomato_bar__plus_01_dot_04_bar__plus_00_dot_10_bar__plus_01_dot_31 TomatoType)
        (inReceptacle Tomato_bar__plus_01_dot_04_bar__plus_00_dot_10_bar__plus_01_dot_31 Fridge_bar__minus_01_dot_30_bar__plus_00_dot_01_bar__plus_00_dot_99)
        (objectAtLocation Tomato_bar__plus_01_dot_04_bar__plus_00_dot_10_bar__plus_01_dot_31 loc_bar__minus_1_bar_4_bar_3_bar_30)
        (pickupable Tomato_bar__plus_01_dot_04_bar__plus_00_dot_10_bar__plus_01_dot_31)
        (cleanable Tomato_bar__plus_01_dot_04_bar__plus_00_dot_10_bar__plus_01_dot_31)
        (heatable Tomato_bar__plus_01_dot_04_bar__plus_00_dot_10_bar__plus_01_dot_31)
        (coolable Tomato_bar__plus_01_dot_04_bar__plus_00_dot_10_bar__plus_01_dot_31)
        (sliceable Tomato_bar__plus_01_dot_04_bar__plus_00_dot_10_bar__plus_01_dot_31)
        (objectType WineBottle_bar__plus_02_dot_79_bar__plus_01_dot_11_bar__minus_02_dot_48 WineBottleType)
        (inReceptacle WineBottle_bar__plus_02_dot_79_bar__plus_01_dot_11_bar__minus_02_dot_48 GarbageCan_bar__plus_01_dot_30_bar__plus_00_dot_01_bar__plus_01_dot_47)
        (objectAtLocation WineBottle_bar__plus_02_dot_79_bar__plus_01_dot_11_bar__minus_02_dot_48 loc_bar_1_bar_6_bar_1_bar_30)
        (pickupable WineBottle_bar__plus_02_dot_79_bar__plus_01_dot_11_bar__minus_02_dot_48)
        (coolable WineBottle_bar__plus_02_dot_79_bar__plus_01_dot_11_bar__minus_02_dot_48)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o MugType)
                            (receptacleType ?r DiningTableType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
