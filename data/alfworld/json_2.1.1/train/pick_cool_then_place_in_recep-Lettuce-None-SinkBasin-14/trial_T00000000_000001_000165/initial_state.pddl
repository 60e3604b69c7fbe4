(define (problem plan_trial_T00000000_000001_000165)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ButterKnifeType - otype
        DishSpongeType - otype
        KnifeType - otype
        LadleType - otype
        LettuceType - otype
        PanType - otype
        SoapBottleType - otype
        SpoonType - otype
        Lettuce_bar__plus_00_dot_50_bar__plus_01_dot_29_bar__minus_00_dot_62 - object
        Lettuce_bar__plus_01_dot_80_bar__plus_00_dot_11_bar__plus_00_dot_92 - object
        Lettuce_bar__minus_00_dot_43_bar__plus_01_dot_20_bar__plus_01_dot_22 - object
        DishSponge_bar__plus_02_dot_21_bar__plus_00_dot_55_bar__minus_01_dot_65 - object
        Knife_bar__minus_00_dot_40_bar__plus_01_dot_12_bar__plus_00_dot_38 - object
        Knife_bar__plus_00_dot_22_bar__plus_01_dot_46_bar__plus_02_dot_66 - object
        Ladle_bar__plus_02_dot_63_bar__plus_00_dot_43_bar__minus_01_dot_86 - object
        Pan_bar__plus_00_dot_80_bar__plus_00_dot_43_bar__minus_01_dot_08 - object
        SoapBottle_bar__minus_00_dot_06_bar__plus_00_dot_02_bar__minus_01_dot_28 - object
        Spoon_bar__plus_01_dot_37_bar__plus_00_dot_07_bar__plus_02_dot_77 - object
        Spoon_bar__minus_01_dot_76_bar__plus_00_dot_89_bar__plus_00_dot_29 - object
        Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_05_bar__plus_00_dot_67 - receptacle
        Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_05_bar__minus_00_dot_61 - receptacle
        Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_06_bar__plus_00_dot_19 - receptacle
        Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_06_bar__minus_00_dot_59 - receptacle
        CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__plus_01_dot_02 - receptacle
        CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__minus_01_dot_52 - receptacle
        Fridge_bar__minus_00_dot_53_bar__plus_00_dot_00_bar__minus_01_dot_55 - receptacle
        Microwave_bar__plus_01_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_84 - receptacle
        Sink_bar__plus_01_dot_10_bar__plus_00_dot_91_bar__minus_01_dot_60_bar_SinkBasin - receptacle
        loc_bar_12_bar__minus_2_bar_3_bar_30 - location
        loc_bar_2_bar_0_bar_1_bar__minus_30 - location
        loc_bar_2_bar__minus_3_bar_2_bar_30 - location
        loc_bar_3_bar__minus_3_bar_1_bar_0 - location
        loc_bar_4_bar_0_bar_1_bar__minus_30 - location
        loc_bar_4_bar_1_bar_0_bar_30 - location
        loc_bar_4_bar_1_bar_1_bar_0 - location
        loc_bar_4_bar__minus_3_bar_1_bar_30 - location
        loc_bar_4_bar__minus_3_bar_2_bar_30 - location
        loc_bar__minus_2_bar__minus_2_bar_2_bar_0 - location
        )
(:init
        (atLocation agent1 loc_bar_12_bar__minus_2_bar_3_bar_30)
        (receptacleType Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_05_bar__plus_00_dot_67 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_05_bar__plus_00_dot_67 loc_bar_4_bar_1_bar_1_bar_0)
        (openable Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_05_bar__plus_00_dot_67)
        (receptacleType Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_05_bar__minus_00_dot_61 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_05_bar__minus_00_dot_61 loc_bar_3_bar__minus_3_bar_1_bar_0)
        (openable Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_05_bar__minus_00_dot_61)
        (receptacleType Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_06_bar__plus_00_dot_19 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_06_bar__plus_00_dot_19 loc_bar_4_bar_0_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_06_bar__plus_00_dot_19)
        (receptacleType Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_06_bar__minus_00_dot_59 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_06_bar__minus_00_dot_59 loc_bar_2_bar_0_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_06_bar__minus_00_dot_59)
        (receptacleType CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__plus_01_dot_02 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__plus_01_dot_02 loc_bar_4_bar_1_bar_0_bar_30)
        (receptacleType CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__minus_01_dot_52 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__minus_01_dot_52 loc_bar_2_bar__minus_3_bar_2_bar_30)
        (receptacleType Fridge_bar__minus_00_dot_53_bar__plus_00_dot_00_bar__minus_01_dot_55 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_00_dot_53_bar__plus_00_dot_00_bar__minus_01_dot_55 loc_bar__minus_2_bar__minus_2_bar_2_bar_0)
        (openable Fridge_bar__minus_00_dot_53_bar__plus_00_dot_00_bar__minus_01_dot_55)
        (receptacleType Microwave_bar__plus_01_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_84 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_01_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_84 loc_bar_4_bar__minus_3_bar_1_bar_30)
        (openable Microwave_bar__plus_01_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_84)
        (receptacleType Sink_bar__plus_01_dot_10_bar__plus_00_dot_91_bar__minus_01_dot_60_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_01_dot_10_bar__plus_00_dot_91_bar__minus_01_dot_60_bar_SinkBasin loc_bar_4_bar__minus_3_bar_2_bar_30)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType LadleType)
        (canContain CabinetType PanType)
        (canContain CabinetType SoapBottleType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType LadleType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SpoonType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType PanType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LadleType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType SpoonType)
        (objectType Lettuce_bar__plus_00_dot_50_bar__plus_01_dot_29_bar__minus_00_dot_62 LettuceType)
        (inReceptacle Lettuce_bar__plus_00_dot_50_bar__plus_01_dot_29_bar__minus_00_dot_62 CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__plus_01_dot_02)
        (objectAtLocation Lettuce_bar__plus_00_dot_50_bar__plus_01_dot_29_bar__minus_00_dot_62 loc_bar_4_bar_1_bar_0_bar_30)
        (pickupable Lettuce_bar__plus_00_dot_50_bar__plus_01_dot_29_bar__minus_00_dot_62)
        (cleanable Lettuce_bar__plus_00_dot_50_bar__plus_01_dot_29_bar__minus_00_dot_62)
        (coolable Lettuce_bar__plus_00_dot_50_bar__plus_01_dot_29_bar__minus_00_dot_62)
        (sliceable Lettuce_bar__plus_00_dot_50_bar__plus_01_dot_29_bar__minus_00_dot_62)
        (objectType Lettuce_bar__plus_01_dot_80_bar__plus_00_dot_11_bar__plus_00_dot_92 LettuceType)
        (inReceptacle Lettuce_bar__plus_01_dot_80_bar__plus_00_dot_11_bar__plus_00_dot_92 CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__minus_01_dot_52)
        (objectAtLocation Lettuce_bar__plus_01_dot_80_bar__plus_00_dot_11_bar__plus_00_dot_92 loc_bar_2_bar__minus_3_bar_2_bar_30)
        (pickupable Lettuce_bar__plus_01_dot_80_bar__plus_00_dot_11_bar__plus_00_dot_92)
        (cleanable Lettuce_bar__plus_01_dot_80_bar__plus_00_dot_11_bar__plus_00_dot_92)
        (coolable Lettuce_bar__plus_01_dot_80_bar__plus_00_dot_11_bar__plus_00_dot_92)
        (sliceable Lettuce_bar__plus_01_dot_80_bar__plus_00_dot_11_bar__plus_00_dot_92)
        (objectType Lettuce_bar__minus_00_dot_43_bar__plus_01_dot_20_bar__plus_01_dot_22 LettuceType)
        (inReceptacle Lettuce_bar__minus_00_dot_43_bar__plus_01_dot_20_bar__plus_01_dot_22 CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__plus_01_dot_02)
        (objectAtLocation Lettuce_bar__minus_00_dot_43_bar__plus_01_dot_20_bar__plus_01_dot_22 loc_bar_4_bar_1_bar_0_bar_30)
        (pickupable Lettuce_bar__minus_00_dot_43_bar__plus_01_dot_20_bar__plus_01_dot_22)
        (cleanable Lettuce_bar__minus_00_dot_43_bar__plus_01_dot_20_bar__plus_01_dot_22)
        (coolable Lettuce_bar__minus_00_dot_43_bar__plus_01_dot_20_bar__plus_01_dot_22)
        (sliceable Lettuce_bar__minus_00_dot_43_bar__plus_01_dot_20_bar__plus_01_dot_22)
        (objectType DishSponge_bar__plus_02_dot_21_bar__plus_00_dot_55_bar__minus_01_dot_65 DishSpongeType)
        (inReceptacle DishSponge_bar__plus_02_dot_21_bar__plus_00_dot_55_bar__minus_01_dot_65 CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__minus_01_dot_52)
        (objectAtLocation DishSponge_bar__plus_02_dot_21_bar__plus_00_dot_55_bar__minus_01_dot_65 loc_bar_2_bar__minus_3_bar_2_bar_30)
        (pickupable DishSponge_bar__plus_02_dot_21_bar__plus_00_dot_55_bar__minus_01_dot_65)
        (cleanable DishSponge_bar__plus_02_dot_21_bar__plus_00_dot_55_bar__minus_01_dot_65)
        (objectType Knife_bar__minus_00_dot_40_bar__plus_01_dot_12_bar__plus_00_dot_38 KnifeType)
        (inReceptacle Knife_bar__minus_00_dot_40_bar__plus_01_dot_12_bar__plus_00_dot_38 Sink_bar__plus_01_dot_10_bar__plus_00_dot_91_bar__minus_01_dot_60_bar_SinkBasin)
        (objectAtLocation Knife_bar__minus_00_dot_40_bar__plus_01_dot_12_bar__plus_00_dot_38 loc_bar_4_bar__minus_3_bar_2_bar_30)
        (pickupable Knife_bar__minus_00_dot_40_bar__plus_01_dot_12_bar__plus_00_dot_38)
        (cleanable Knife_bar__minus_00_dot_40_bar__plus_01_dot_12_bar__plus_00_dot_38)
        (objectType Knife_bar__plus_00_dot_22_bar__plus_01_dot_46_bar__plus_02_dot_66 KnifeType)
        (inReceptacle Knife_bar__plus_00_dot_22_bar__plus_01_dot_46_bar__plus_02_dot_66 CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__minus_01_dot_52)
        (objectAtLocation Knife_bar__plus_00_dot_22_bar__plus_01_dot_46_bar__plus_02_dot_66 loc_bar_2_bar__minus_3_bar_2_bar_30)
        (pickupable Knife_bar__plus_00_dot_22_bar__plus_01_dot_46_bar__plus_02_dot_66)
        (cleanable Knife_bar__plus_00_dot_22_bar__plus_01_dot_46_bar__plus_02_dot_66)
        (objectType Ladle_bar__plus_02_dot_63_bar__plus_00_dot_43_bar__minus_01_dot_86 LadleType)
        (inReceptacle Ladle_bar__plus_02_dot_63_bar__plus_00_dot_43_bar__minus_01_dot_86 Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_05_bar__minus_00_dot_61)
        (objectAtLocation Ladle_bar__plus_02_dot_63_bar__plus_00_dot_43_bar__minus_01_dot_86 loc_bar_3_bar__minus_3_bar_1_bar_0)
        (pickupable Ladle_bar__plus_02_dot_63_bar__plus_00_dot_43_bar__minus_01_dot_86)
        (cleanable Ladle_bar__plus_02_dot_63_bar__plus_00_dot_43_bar__minus_01_dot_86)
        (objectType Pan_bar__plus_00_dot_80_bar__plus_00_dot_43_bar__minus_01_dot_08 PanType)
        (inReceptacle Pan_bar__plus_00_dot_80_bar__plus_00_dot_43_bar__minus_01_dot_08 Sink_bar__plus_01_dot_10_bar__plus_00_dot_91_bar__minus_01_dot_60_bar_SinkBasin)
        (objectAtLocation Pan_bar__plus_00_dot_80_bar__plus_00_dot_43_bar__minus_01_dot_08 loc_bar_4_bar__minus_3_bar_2_bar_30)
        (pickupable Pan_bar__plus_00_dot_80_bar__plus_00_dot_43_bar__minus_01_dot_08)
        (cleanable Pan_bar__plus_00_dot_80_bar__plus_00_dot_43_bar__minus_01_dot_08)
        (coolable Pan_bar__plus_00_dot_80_bar__plus_00_dot_43_bar__minus_01_dot_08)
        (isReceptacleObject Pan_bar__plus_00_dot_80_bar__plus_00_dot_43_bar__minus_01_dot_08)
        (objectType SoapBottle_bar__minus_00_dot_06_bar__plus_00_dot_02_bar__minus_01_dot_28 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_00_dot_06_bar__plus_00_dot_02_bar__minus_01_dot_28 Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_05_bar__plus_00_dot_67)
        (objectAtLocation SoapBottle_bar__minus_00_dot_06_bar__plus_00_dot_02_bar__minus_01_dot_28 loc_bar_4_bar_1_bar_1_bar_0)
        (pickupable SoapBottle_bar__minus_00_dot_06_bar__plus_00_dot_02_bar__minus_01_dot_28)
        (objectType Spoon_bar__plus_01_dot_37_bar__plus_00_dot_07_bar__plus_02_dot_77 SpoonType)
        (inReceptacle Spoon_bar__plus_01_dot_37_bar__plus_00_dot_07_bar__plus_02_dot_77 CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__minus_01_dot_52)
        (objectAtLocation Spoon_bar__plus_01_dot_37_bar__plus_00_dot_07_bar__plus_02_dot_77 loc_bar_2_bar__minus_3_bar_2_bar_30)
        (pickupable Spoon_bar__plus_01_dot_37_bar__plus_00_dot_07_bar__plus_02_dot_77)
        (cleanable Spoon_bar__plus_01_dot_37_bar__plus_00_dot_07_bar__plus_02_dot_77)
        (objectType Spoon_bar__minus_01_dot_76_bar__plus_00_dot_89_bar__plus_00_dot_29 SpoonType)
        (inReceptacle Spoon_bar__minus_01_dot_76_bar__plus_00_dot_89_bar__plus_00_dot_29 CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__plus_01_dot_02)
        (objectAtLocation Spoon_bar__minus_01_dot_76_bar__plus_00_dot_89_bar__plus_00_dot_29 loc_bar_4_bar_1_bar_0_bar_30)
        (pickupable Spoon_bar__minus_01_dot_76_bar__plus_00_dot_89_bar__plus_00_dot_29)
        (cleanable Spoon_bar__minus_01_dot_76_bar__plus_00_dot_89_bar__plus_00_dot_29)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o LettuceType)
                            (receptacleType ?r SinkBasinType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
