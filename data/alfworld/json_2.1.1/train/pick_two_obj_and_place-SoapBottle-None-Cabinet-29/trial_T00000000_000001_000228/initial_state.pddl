(define (problem plan_trial_T00000000_000001_000228)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        AppleType - otype
        ButterKnifeType - otype
        EggType - otype
        KnifeType - otype
        MugType - otype
        SoapBottleType - otype
        SoapBottle_bar__plus_00_dot_41_bar__plus_00_dot_59_bar__minus_01_dot_82 - object
        SoapBottle_bar__minus_02_dot_33_bar__plus_00_dot_96_bar__plus_00_dot_20 - object
        SoapBottle_bar__minus_01_dot_26_bar__plus_00_dot_36_bar__plus_00_dot_40 - object
        Apple_bar__minus_00_dot_58_bar__plus_00_dot_72_bar__plus_00_dot_14 - object
        Apple_bar__plus_00_dot_54_bar__plus_00_dot_41_bar__minus_00_dot_42 - object
        Egg_bar__minus_02_dot_18_bar__plus_01_dot_22_bar__plus_01_dot_66 - object
        Egg_bar__minus_02_dot_95_bar__plus_00_dot_54_bar__plus_01_dot_76 - object
        Knife_bar__plus_00_dot_13_bar__plus_00_dot_40_bar__plus_01_dot_76 - object
        Mug_bar__plus_00_dot_14_bar__plus_00_dot_62_bar__minus_00_dot_48 - object
        Cabinet_bar__plus_01_dot_99_bar__plus_00_dot_59_bar__minus_01_dot_11 - receptacle
        Cabinet_bar__plus_01_dot_99_bar__plus_01_dot_40_bar__minus_01_dot_11 - receptacle
        Cabinet_bar__minus_01_dot_53_bar__plus_00_dot_59_bar__minus_01_dot_11 - receptacle
        Cabinet_bar__minus_01_dot_55_bar__plus_02_dot_00_bar__minus_01_dot_11 - receptacle
        CounterTop_bar__plus_00_dot_20_bar__plus_01_dot_08_bar__minus_01_dot_51 - receptacle
        CounterTop_bar__plus_00_dot_97_bar__plus_01_dot_08_bar__plus_00_dot_42 - receptacle
        Fridge_bar__minus_01_dot_29_bar__plus_00_dot_02_bar__plus_01_dot_83 - receptacle
        Microwave_bar__minus_01_dot_20_bar__plus_01_dot_61_bar__minus_01_dot_28 - receptacle
        Sink_bar__plus_00_dot_93_bar__plus_00_dot_94_bar__plus_00_dot_32_bar_SinkBasin - receptacle
        loc_bar_0_bar_7_bar_3_bar_0 - location
        loc_bar_4_bar__minus_1_bar_0_bar_30 - location
        loc_bar_4_bar__minus_3_bar_2_bar_30 - location
        loc_bar_6_bar__minus_1_bar_2_bar_30 - location
        loc_bar_6_bar__minus_2_bar_2_bar_0 - location
        loc_bar__minus_2_bar_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar_0_bar_2_bar__minus_30 - location
        loc_bar__minus_4_bar__minus_1_bar_2_bar_30 - location
        loc_bar__minus_4_bar__minus_2_bar_2_bar_0 - location
        loc_bar__minus_8_bar__minus_6_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_8_bar__minus_6_bar_3_bar_30)
        (receptacleType Cabinet_bar__plus_01_dot_99_bar__plus_00_dot_59_bar__minus_01_dot_11 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_99_bar__plus_00_dot_59_bar__minus_01_dot_11 loc_bar_6_bar__minus_1_bar_2_bar_30)
        (openable Cabinet_bar__plus_01_dot_99_bar__plus_00_dot_59_bar__minus_01_dot_11)
        (receptacleType Cabinet_bar__plus_01_dot_99_bar__plus_01_dot_40_bar__minus_01_dot_11 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_99_bar__plus_01_dot_40_bar__minus_01_dot_11 loc_bar_6_bar__minus_2_bar_2_bar_0)
        (openable Cabinet_bar__plus_01_dot_99_bar__plus_01_dot_40_bar__minus_01_dot_11)
        (receptacleType Cabinet_bar__minus_01_dot_53_bar__plus_00_dot_59_bar__minus_01_dot_11 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_53_bar__plus_00_dot_59_bar__minus_01_dot_11 loc_bar__minus_4_bar__minus_1_bar_2_bar_30)
        (openable Cabinet_bar__minus_01_dot_53_bar__plus_00_dot_59_bar__minus_01_dot_11)
        (receptacleType Cabinet_bar__minus_01_dot_55_bar__plus_02_dot_00_bar__minus_01_dot_11 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_55_bar__plus_02_dot_00_bar__minus_01_dot_11 loc_bar__minus_4_bar_0_bar_2_bar__minus_30)
        (openable Cabinet_bar__minus_01_dot_55_bar__plus_02_dot_00_bar__minus_01_dot_11)
        (receptacleType CounterTop_bar__plus_00_dot_20_bar__plus_01_dot_08_bar__minus_01_dot_51 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_20_bar__plus_01_dot_08_bar__minus_01_dot_51 loc_bar_4_bar__minus_3_bar_2_bar_30)
        (receptacleType CounterTop_bar__plus_00_dot_97_bar__plus_01_dot_08_bar__plus_00_dot_42 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_97_bar__plus_01_dot_08_bar__plus_00_dot_42 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (receptacleType Fridge_bar__minus_01_dot_29_bar__plus_00_dot_02_bar__plus_01_dot_83 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_01_dot_29_bar__plus_00_dot_02_bar__plus_01_dot_83 loc_bar_0_bar_7_bar_3_bar_0)
        (openable Fridge_bar__minus_01_dot_29_bar__plus_00_dot_02_bar__plus_01_dot_83)
        (receptacleType Microwave_bar__minus_01_dot_20_bar__plus_01_dot_61_bar__minus_01_dot_28 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_01_dot_20_bar__plus_01_dot_61_bar__minus_01_dot_28 loc_bar__minus_4_bar__minus_2_bar_2_bar_0)
        (openable Microwave_bar__minus_01_dot_20_bar__plus_01_dot_61_bar__minus_01_dot_28)
        (receptacleType Sink_bar__plus_00_dot_93_bar__plus_00_dot_94_bar__plus_00_dot_32_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_00_dot_93_bar__plus_00_dot_94_bar__plus_00_dot_32_bar_SinkBasin loc_bar_4_bar__minus_1_bar_0_bar_30)
        (canContain CabinetType MugType)
        (canContain CabinetType SoapBottleType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType SoapBottleType)
        (canContain FridgeType AppleType)
        (canContain FridgeType EggType)
        (canContain FridgeType MugType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType MugType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType MugType)
        (objectType SoapBottle_bar__plus_00_dot_41_bar__plus_00_dot_59_bar__minus_01_dot_82 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_00_dot_41_bar__plus_00_dot_59_bar__minus_01_dot_82 CounterTop_bar__plus_00_dot_20_bar__plus_01_dot_08_bar__minus_01_dot_51)
        (objectAtLocation SoapBottle_bar__plus_00_dot_41_bar__plus_00_dot_59_bar__minus_01_dot_82 loc_bar_4_bar__minus_3_bar_2_bar_30)
        (pickupable SoapBottle_bar__plus_00_dot_41_bar__plus_00_dot_59_bar__minus_01_dot_82)
        (objectType SoapBottle_bar__minus_02_dot_33_bar__plus_00_dot_96_bar__plus_00_dot_20 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_02_dot_33_bar__plus_00_dot_96_bar__plus_00_dot_20 CounterTop_bar__plus_00_dot_20_bar__plus_01_dot_08_bar__minus_01_dot_51)
        (objectAtLocation SoapBottle_bar__minus_02_dot_33_bar__plus_00_dot_96_bar__plus_00_dot_20 loc_bar_4_bar__minus_3_bar_2_bar_30)
        (pickupable SoapBottle_bar__minus_02_dot_33_bar__plus_00_dot_96_bar__plus_00_dot_20)
        (objectType SoapBottle_bar__minus_01_dot_26_bar__plus_00_dot_36_bar__plus_00_dot_40 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_01_dot_26_bar__plus_00_dot_36_bar__plus_00_dot_40 CounterTop_bar__plus_00_dot_20_bar__plus_01_dot_08_bar__minus_01_dot_51)
        (objectAtLocation SoapBottle_bar__minus_01_dot_26_bar__plus_00_dot_36_bar__plus_00_dot_40 loc_bar_4_bar__minus_3_bar_2_bar_30)
        (pickupable SoapBottle_bar__minus_01_dot_26_bar__plus_00_dot_36_bar__plus_00_dot_40)
        (objectType Apple_bar__minus_00_dot_58_bar__plus_00_dot_72_bar__plus_00_dot_14 AppleType)
        (inReceptacle Apple_bar__minus_00_dot_58_bar__plus_00_dot_72_bar__plus_00_dot_14 Fridge_bar__minus_01_dot_29_bar__plus_00_dot_02_bar__plus_01_dot_83)
        (objectAtLocation Apple_bar__minus_00_dot_58_bar__plus_00_dot_72_bar__plus_00_dot_14 loc_bar_0_bar_7_bar_3_bar_0)
        (pickupable Apple_bar__minus_00_dot_58_bar__plus_00_dot_72_bar__plus_00_dot_14)
        (cleanable Apple_bar__minus_00_dot_58_bar__plus_00_dot_72_bar__plus_00_dot_14)
        (heatable Apple_bar__minus_00_dot_58_bar__plus_00_dot_72_bar__plus_00_dot_14)
        (coolable Apple_bar__minus_00_dot_58_bar__plus_00_dot_72_bar__plus_00_dot_14)
        (sliceable Apple_bar__minus_00_dot_58_bar__plus_00_dot_72_bar__plus_00_dot_14)
        (objectType Apple_bar__plus_00_dot_54_bar__plus_00_dot_41_bar__minus_00_dot_42 AppleType)
        (inReceptacle Apple_bar__plus_00_dot_54_bar__plus_00_dot_41_bar__minus_00_dot_42 CounterTop_bar__plus_00_dot_97_bar__plus_01_dot_08_bar__plus_00_dot_42)
        (objectAtLocation Apple_bar__plus_00_dot_54_bar__plus_00_dot_41_bar__minus_00_dot_42 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (pickupable Apple_bar__plus_00_dot_54_bar__plus_00_dot_41_bar__minus_00_dot_42)
        (cleanable Apple_bar__plus_00_dot_54_bar__plus_00_dot_41_bar__minus_00_dot_42)
        (heatable Apple_bar__plus_00_dot_54_bar__plus_00_dot_41_bar__minus_00_dot_42)
        (coolable Apple_bar__plus_00_dot_54_bar__plus_00_dot_41_bar__minus_00_dot_42)
        (sliceable Apple_bar__plus_00_dot_54_bar__plus_00_dot_41_bar__minus_00_dot_42)
        (objectType Egg_bar__minus_02_dot_18_bar__plus_01_dot_22_bar__plus_01_dot_66 EggType)
        (inReceptacle Egg_bar__minus_02_dot_18_bar__plus_01_dot_22_bar__plus_01_dot_66 CounterTop_bar__plus_00_dot_97_bar__plus_01_dot_08_bar__plus_00_dot_42)
        (objectAtLocation Egg_bar__minus_02_dot_18_bar__plus_01_dot_22_bar__plus_01_dot_66 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (pickupable Egg_bar__minus_02_dot_18_bar__plus_01_dot_22_bar__plus_01_dot_66)
        (cleanable Egg_bar__minus_02_dot_18_bar__plus_01_dot_22_bar__plus_01_dot_66)
        (heatable Egg_bar__minus_02_dot_18_bar__plus_01_dot_22_bar__plus_01_dot_66)
        (coolable Egg_bar__minus_02_dot_18_bar__plus_01_dot_22_bar__plus_01_dot_66)
        (sliceable Egg_bar__minus_02_dot_18_bar__plus_01_dot_22_bar__plus_01_dot_66)
        (objectType Egg_bar__minus_02_dot_95_bar__plus_00_dot_54_bar__plus_01_dot_76 EggType)
        (inReceptacle Egg_bar__minus_02_dot_95_bar__plus_00_dot_54_bar__plus_01_dot_76 Fridge_bar__minus_01_dot_29_bar__plus_00_dot_02_bar__plus_01_dot_83)
        (objectAtLocation Egg_bar__minus_02_dot_95_bar__plus_00_dot_54_bar__plus_01_dot_76 loc_bar_0_bar_7_bar_3_bar_0)
        (pickupable Egg_bar__minus_02_dot_95_bar__plus_00_dot_54_bar__plus_01_dot_76)
        (cleanable Egg_bar__minus_02_dot_95_bar__plus_00_dot_54_bar__plus_01_dot_76)
        (heatable Egg_bar__minus_02_dot_95_bar__plus_00_dot_54_bar__plus_01_dot_76)
        (coolable Egg_bar__minus_02_dot_95_bar__plus_00_dot_54_bar__plus_01_dot_76)
        (sliceable Egg_bar__minus_02_dot_95_bar__plus_00_dot_54_bar__plus_01_dot_76)
        (objectType Knife_bar__plus_00_dot_13_bar__plus_00_dot_40_bar__plus_01_dot_76 KnifeType)
        (inReceptacle Knife_bar__plus_00_dot_13_bar__plus_00_dot_40_bar__plus_01_dot_76 CounterTop_bar__plus_00_dot_97_bar__plus_01_dot_08_bar__plus_00_dot_42)
        (objectAtLocation Knife_bar__plus_00_dot_13_bar__plus_00_dot_40_bar__plus_01_dot_76 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (pickupable Knife_bar__plus_00_dot_13_bar__plus_00_dot_40_bar__plus_01_dot_76)
        (cleanable Knife_bar__plus_00_dot_13_bar__plus_00_dot_40_bar__plus_01_dot_76)
        (objectType Mug_bar__plus_00_dot_14_bar__plus_00_dot_62_bar__minus_00_dot_48 MugType)
        (inReceptacle Mug_bar__plus_00_dot_14_bar__plus_00_dot_62_bar__minus_00_dot_48 Cabinet_bar__minus_01_dot_55_bar__plus_02_dot_00_bar__minus_01_dot_11)
        (objectAtLocation Mug_bar__plus_00_dot_14_bar__plus_00_dot_62_bar__minus_00_dot_48 loc_bar__minus_4_bar_0_bar_2_bar__minus_30)
        (pickupable Mug_bar__plus_00_dot_14_bar__plus_00_dot_62_bar__minus_00_dot_48)
        (cleanable Mug_bar__plus_00_dot_14_bar__plus_00_dot_62_bar__minus_00_dot_48)
        (heatable Mug_bar__plus_00_dot_14_bar__plus_00_dot_62_bar__minus_00_dot_48)
        (coolable Mug_bar__plus_00_dot_14_bar__plus_00_dot_62_bar__minus_00_dot_48)
        (isReceptacleObject Mug_bar__plus_00_dot_14_bar__plus_00_dot_62_bar__minus_00_dot_48)
        )
(:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 SoapBottleType)
                                    (receptacleType ?r CabinetType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 SoapBottleType)
                                            (receptacleType ?r CabinetType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
