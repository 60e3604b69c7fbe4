(define (problem plan_trial_T00000000_000001_000096)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        AppleType - otype
        ButterKnifeType - otype
        KnifeType - otype
        LettuceType - otype
        MugType - otype
        PanType - otype
        PotatoType - otype
        SaltShakerType - otype
        SpoonType - otype
        WineBottleType - otype
        Lettuce_bar__plus_02_dot_04_bar__plus_01_dot_13_bar__plus_01_dot_68 - object
        Apple_bar__minus_00_dot_66_bar__plus_01_dot_24_bar__plus_02_dot_55 - object
        Knife_bar__minus_02_dot_79_bar__plus_01_dot_36_bar__minus_02_dot_98 - object
        Mug_bar__plus_01_dot_32_bar__plus_00_dot_32_bar__minus_01_dot_52 - object
        Mug_bar__plus_00_dot_36_bar__plus_00_dot_83_bar__plus_02_dot_92 - object
        Pan_bar__plus_02_dot_66_bar__plus_01_dot_35_bar__minus_01_dot_73 - object
        Potato_bar__minus_01_dot_83_bar__plus_00_dot_25_bar__plus_00_dot_15 - object
        Potato_bar__plus_00_dot_58_bar__plus_01_dot_21_bar__plus_00_dot_14 - object
        SaltShaker_bar__minus_01_dot_77_bar__plus_01_dot_28_bar__plus_01_dot_94 - object
        Spoon_bar__plus_02_dot_95_bar__plus_01_dot_04_bar__minus_02_dot_96 - object
        WineBottle_bar__plus_01_dot_81_bar__plus_00_dot_48_bar__minus_00_dot_10 - object
        WineBottle_bar__minus_01_dot_15_bar__plus_01_dot_22_bar__minus_02_dot_90 - object
        Cabinet_bar__plus_00_dot_35_bar__plus_00_dot_39_bar__plus_02_dot_36 - receptacle
        Cabinet_bar__plus_01_dot_76_bar__plus_00_dot_39_bar__plus_00_dot_87 - receptacle
        Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_28 - receptacle
        Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_87 - receptacle
        Fridge_bar__plus_02_dot_10_bar__plus_00_dot_00_bar__minus_00_dot_28 - receptacle
        Sink_bar__plus_00_dot_94_bar__plus_00_dot_94_bar__plus_02_dot_65_bar_SinkBasin - receptacle
        loc_bar_3_bar_4_bar_1_bar_30 - location
        loc_bar_4_bar_6_bar_0_bar_30 - location
        loc_bar_4_bar_8_bar_0_bar_30 - location
        loc_bar_5_bar_1_bar_1_bar_0 - location
        loc_bar_5_bar_2_bar_1_bar_0 - location
        loc_bar_5_bar__minus_1_bar_1_bar_30 - location
        loc_bar__minus_11_bar__minus_6_bar_1_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_11_bar__minus_6_bar_1_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_35_bar__plus_00_dot_39_bar__plus_02_dot_36 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_35_bar__plus_00_dot_39_bar__plus_02_dot_36 loc_bar_4_bar_6_bar_0_bar_30)
        (openable Cabinet_bar__plus_00_dot_35_bar__plus_00_dot_39_bar__plus_02_dot_36)
        (receptacleType Cabinet_bar__plus_01_dot_76_bar__plus_00_dot_39_bar__plus_00_dot_87 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_76_bar__plus_00_dot_39_bar__plus_00_dot_87 loc_bar_3_bar_4_bar_1_bar_30)
        (openable Cabinet_bar__plus_01_dot_76_bar__plus_00_dot_39_bar__plus_00_dot_87)
        (receptacleType Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_28 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_28 loc_bar_5_bar_1_bar_1_bar_0)
        (openable Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_28)
        (receptacleType Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_87 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_87 loc_bar_5_bar_2_bar_1_bar_0)
        (openable Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_87)
        (receptacleType Fridge_bar__plus_02_dot_10_bar__plus_00_dot_00_bar__minus_00_dot_28 FridgeType)
        (receptacleAtLocation Fridge_bar__plus_02_dot_10_bar__plus_00_dot_00_bar__minus_00_dot_28 loc_bar_5_bar__minus_1_bar_1_bar_30)
        (openable Fridge_bar__plus_02_dot_10_bar__plus_00_dot_00_bar__minus_00_dot_28)
        (receptacleType Sink_bar__plus_00_dot_94_bar__plus_00_dot_94_bar__plus_02_dot_65_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_00_dot_94_bar__plus_00_dot_94_bar__plus_02_dot_65_bar_SinkBasin loc_bar_4_bar_8_bar_0_bar_30)
        (canContain CabinetType MugType)
        (canContain CabinetType PanType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType WineBottleType)
        (canContain FridgeType AppleType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType MugType)
        (canContain FridgeType PanType)
        (canContain FridgeType PotatoType)
        (canContain FridgeType WineBottleType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType PotatoType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType PotatoType)
        (canContain SinkBasinType SpoonType)
        (objectType Lettuce_bar__plus_02_dot_04_bar__plus_01_dot_13_bar__plus_01_dot_68 LettuceType)
        (inReceptacle Lettuce_bar__plus_02_dot_04_bar__plus_01_dot_13_bar__plus_01_dot_68 Sink_bar__plus_00_dot_94_bar__plus_00_dot_94_bar__plus_02_dot_65_bar_SinkBasin)
        (objectAtLocation Lettuce_bar__plus_02_dot_04_bar__plus_01_dot_13_bar__plus_01_dot_68 loc_bar_4_bar_8_bar_0_bar_30)
        (pickupable Lettuce_bar__plus_02_dot_04_bar__plus_01_dot_13_bar__plus_01_dot_68)
        (cleanable Lettuce_bar__plus_02_dot_04_bar__plus_01_dot_13_bar__plus_01_dot_68)
        (coolable Lettuce_bar__plus_02_dot_04_bar__plus_01_dot_13_bar__plus_01_dot_68)
        (sliceable Lettuce_bar__plus_02_dot_04_bar__plus_01_dot_13_bar__plus_01_dot_68)
        (objectType Apple_bar__minus_00_dot_66_bar__plus_01_dot_24_bar__plus_02_dot_55 AppleType)
        (inReceptacle Apple_bar__minus_00_dot_66_bar__plus_01_dot_24_bar__plus_02_dot_55 Fridge_bar__plus_02_dot_10_bar__plus_00_dot_00_bar__minus_00_dot_28)
        (objectAtLocation Apple_bar__minus_00_dot_66_bar__plus_01_dot_24_bar__plus_02_dot_55 loc_bar_5_bar__minus_1_bar_1_bar_30)
        (pickupable Apple_bar__minus_00_dot_66_bar__plus_01_dot_24_bar__plus_02_dot_55)
        (cleanable Apple_bar__minus_00_dot_66_bar__plus_01_dot_24_bar__plus_02_dot_55)
        (heatable Apple_bar__minus_00_dot_66_bar__plus_01_dot_24_bar__plus_02_dot_55)
        (coolable Apple_bar__minus_00_dot_66_bar__plus_01_dot_24_bar__plus_02_dot_55)
        (sliceable Apple_bar__minus_00_dot_66_bar__plus_01_dot_24_bar__plus_02_dot_55)
        (objectType Knife_bar__minus_02_dot_79_bar__plus_01_dot_36_bar__minus_02_dot_98 KnifeType)
        (inReceptacle Knife_bar__minus_02_dot_79_bar__plus_01_dot_36_bar__minus_02_dot_98 Sink_bar__plus_00_dot_94_bar__plus_00_dot_94_bar__plus_02_dot_65_bar_SinkBasin)
        (objectAtLocation Knife_bar__minus_02_dot_79_bar__plus_01_dot_36_bar__minus_02_dot_98 loc_bar_4_bar_8_bar_0_bar_30)
        (pickupable Knife_bar__minus_02_dot_79_bar__plus_01_dot_36_bar__minus_02_dot_98)
        (cleanable Knife_bar__minus_02_dot_79_bar__plus_01_dot_36_bar__minus_02_dot_98)
        (objectType Mug_bar__plus_01_dot_32_bar__plus_00_dot_32_bar__minus_01_dot_52 MugType)
        (inReceptacle Mug_bar__plus_01_dot_32_bar__plus_00_dot_32_bar__minus_01_dot_52 Cabinet_bar__plus_00_dot_35_bar__plus_00_dot_39_bar__plus_02_dot_36)
        (objectAtLocation Mug_bar__plus_01_dot_32_bar__plus_00_dot_32_bar__minus_01_dot_52 loc_bar_4_bar_6_bar_0_bar_30)
        (pickupable Mug_bar__plus_01_dot_32_bar__plus_00_dot_32_bar__minus_01_dot_52)
        (cleanable Mug_bar__plus_01_dot_32_bar__plus_00_dot_32_bar__minus_01_dot_52)
        (heatable Mug_bar__plus_01_dot_32_bar__plus_00_dot_32_bar__minus_01_dot_52)
        (coolable Mug_bar__plus_01_dot_32_bar__plus_00_dot_32_bar__minus_01_dot_52)
        (isReceptacleObject Mug_bar__plus_01_dot_32_bar__plus_00_dot_32_bar__minus_01_dot_52)
        (objectType Mug_bar__plus_00_dot_36_bar__plus_00_dot_83_bar__plus_02_dot_92 MugType)
        (inReceptacle Mug_bar__plus_00_dot_36_bar__plus_00_dot_83_bar__plus_02_dot_92 Cabinet_bar__plus_01_dot_76_bar__plus_00_dot_39_bar__plus_00_dot_87)
        (objectAtLocation Mug_bar__plus_00_dot_36_bar__plus_00_dot_83_bar__plus_02_dot_92 loc_bar_3_bar_4_bar_1_bar_30)
        (pickupable Mug_bar__plus_00_dot_36_bar__plus_00_dot_83_bar__plus_02_dot_92)
        (cleanable Mug_bar__plus_00_dot_36_bar__plus_00_dot_83_bar__plus_02_dot_92)
        (heatable Mug_bar__plus_00_dot_36_bar__plus_00_dot_83_bar__plus_02_dot_92)
        (coolable Mug_bar__plus_00_dot_36_bar__plus_00_dot_83_bar__plus_02_dot_92)
        (isReceptacleObject Mug_bar__plus_00_dot_36_bar__plus_00_dot_83_bar__plus_02_dot_92)
        (objectType Pan_bar__plus_02_dot_66_bar__plus_01_dot_35_bar__minus_01_dot_73 PanType)
        (inReceptacle Pan_bar__plus_02_dot_66_bar__plus_01_dot_35_bar__minus_01_dot_73 Cabinet_bar__plus_00_dot_35_bar__plus_00_dot_39_bar__plus_02_dot_36)
        (objectAtLocation Pan_bar__plus_02_dot_66_bar__plus_01_dot_35_bar__minus_01_dot_73 loc_bar_4_bar_6_bar_0_bar_30)
        (pickupable Pan_bar__plus_02_dot_66_bar__plus_01_dot_35_bar__minus_01_dot_73)
        (cleanable Pan_bar__plus_02_dot_66_bar__plus_01_dot_35_bar__minus_01_dot_73)
        (coolable Pan_bar__plus_02_dot_66_bar__plus_01_dot_35_bar__minus_01_dot_73)
        (isReceptacleObject Pan_bar__plus_02_dot_66_bar__plus_01_dot_35_bar__minus_01_dot_73)
        (objectType Potato_bar__minus_01_dot_83_bar__plus_00_dot_25_bar__plus_00_dot_15 PotatoType)
        (inReceptacle Potato_bar__minus_01_dot_83_bar__plus_00_dot_25_bar__plus_00_dot_15 Sink_bar__plus_00_dot_94_bar__plus_00_dot_94_bar__plus_02_dot_65_bar_SinkBasin)
        (objectAtLocation Potato_bar__minus_01_dot_83_bar__plus_00_dot_25_bar__plus_00_dot_15 loc_bar_4_bar_8_bar_0_bar_30)
        (pickupable Potato_bar__minus_01_dot_83_bar__plus_00_dot_25_bar__plus_00_dot_15)
        (cleanable Potato_bar__minus_01_dot_83_bar__plus_00_dot_25_bar__plus_00_dot_15)
        (heatable Potato_bar__minus_01_dot_83_bar__plus_00_dot_25_bar__plus_00_dot_15)
        (coolable Potato_bar__minus_01_dot_83_bar__plus_00_dot_25_bar__plus_00_dot_15)
        (sliceable Potato_bar__minus_01_dot_83_bar__plus_00_dot_25_bar__plus_00_dot_15)
        (objectType Potato_bar__plus_00_dot_58_bar__plus_01_dot_21_bar__plus_00_dot_14 PotatoType)
        (inReceptacle Potato_bar__plus_00_dot_58_bar__plus_01_dot_21_bar__plus_00_dot_14 Fridge_bar__plus_02_dot_10_bar__plus_00_dot_00_bar__minus_00_dot_28)
        (objectAtLocation Potato_bar__plus_00_dot_58_bar__plus_01_dot_21_bar__plus_00_dot_14 loc_bar_5_bar__minus_1_bar_1_bar_30)
        (pickupable Potato_bar__plus_00_dot_58_bar__plus_01_dot_21_bar__plus_00_dot_14)
        (cleanable Potato_bar__plus_00_dot_58_bar__plus_01_dot_21_bar__plus_00_dot_14)
        (heatable Potato_bar__plus_00_dot_58_bar__plus_01_dot_21_bar__plus_00_dot_14)
        (coolable Potato_bar__plus_00_dot_58_bar__plus_01_dot_21_bar__plus_00_dot_14)
        (sliceable Potato_bar__plus_00_dot_58_bar__plus_01_dot_21_bar__plus_00_dot_14)
        (objectType SaltShaker_bar__minus_01_dot_77_bar__plus_01_dot_28_bar__plus_01_dot_94 SaltShakerType)
        (inReceptacle SaltShaker_bar__minus_01_dot_77_bar__plus_01_dot_28_bar__plus_01_dot_94 Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_87)
        (objectAtLocation SaltShaker_bar__minus_01_dot_77_bar__plus_01_dot_28_bar__plus_01_dot_94 loc_bar_5_bar_2_bar_1_bar_0)
        (pickupable SaltShaker_bar__minus_01_dot_77_bar__plus_01_dot_28_bar__plus_01_dot_94)
        (objectType Spoon_bar__plus_02_dot_95_bar__plus_01_dot_04_bar__minus_02_dot_96 SpoonType)
        (inReceptacle Spoon_bar__plus_02_dot_95_bar__plus_01_dot_04_bar__minus_02_dot_96 Sink_bar__plus_00_dot_94_bar__plus_00_dot_94_bar__plus_02_dot_65_bar_SinkBasin)
        (objectAtLocation Spoon_bar__plus_02_dot_95_bar__plus_01_dot_04_bar__minus_02_dot_96 loc_bar_4_bar_8_bar_0_bar_30)
        (pickupable Spoon_bar__plus_02_dot_95_bar__plus_01_dot_04_bar__minus_02_dot_96)
        (cleanable Spoon_bar__plus_02_dot_95_bar__plus_01_dot_04_bar__minus_02_dot_96)
        (objectType WineBottle_bar__plus_01_dot_81_bar__plus_00_dot_48_bar__minus_00_dot_10 WineBottleType)
        (inReceptacle WineBottle_bar__plus_01_dot_81_bar__plus_00_dot_48_bar__minus_00_dot_10 Cabinet_bar__plus_01_dot_76_bar__plus_00_dot_39_bar__plus_00_dot_87)
        (objectAtLocation WineBottle_bar__plus_01_dot_81_bar__plus_00_dot_48_bar__minus_00_dot_10 loc_bar_3_bar_4_bar_1_bar_30)
        (pickupable WineBottle_bar__plus_01_dot_81_bar__plus_00_dot_48_bar__minus_00_dot_10)
        (coolable WineBottle_bar__plus_01_dot_81_bar__plus_00_dot_48_bar__minus_00_dot_10)
        (objectType WineBottle_bar__minus_01_dot_15_bar__plus_01_dot_22_bar__minus_02_dot_90 WineBottleType)
        (inReceptacle WineBottle_bar__minus_01_dot_15_bar__plus_01_dot_22_bar__minus_02_dot_90 Cabinet_bar__plus_01_dot_76_bar__plus_00_dot_39_bar__plus_00_dot_87)
        (objectAtLocation WineBottle_bar__minus_01_dot_15_bar__plus_01_dot_22_bar__minus_02_dot_90 loc_bar_3_bar_4_bar_1_bar_30)
        (pickupable WineBottle_bar__minus_01_dot_15_bar__plus_01_dot_22_bar__minus_02_dot_90)
        (coolable WineBottle_bar__minus_01_dot_15_bar__plus_01_dot_22_bar__minus_02_dot_90)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o LettuceType)
                            (receptacleType ?r FridgeType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
