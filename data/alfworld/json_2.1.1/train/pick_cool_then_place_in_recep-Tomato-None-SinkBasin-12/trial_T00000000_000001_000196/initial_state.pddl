(define (problem plan_trial_T00000000_000001_000196)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ButterKnifeType - otype
        KnifeType - otype
        LettuceType - otype
        MugType - otype
        PlateType - otype
        PotType - otype
        TomatoType - otype
        Tomato_bar__minus_00_dot_02_bar__plus_00_dot_88_bar__plus_00_dot_15 - object
        Tomato_bar__plus_01_dot_80_bar__plus_00_dot_86_bar__minus_02_dot_08 - object
        Tomato_bar__plus_02_dot_45_bar__plus_00_dot_86_bar__minus_01_dot_38 - object
        Lettuce_bar__minus_00_dot_24_bar__plus_00_dot_91_bar__minus_00_dot_03 - object
        Mug_bar__minus_02_dot_22_bar__plus_01_dot_23_bar__minus_00_dot_65 - object
        Plate_bar__plus_01_dot_34_bar__plus_01_dot_05_bar__minus_00_dot_91 - object
        Pot_bar__plus_02_dot_59_bar__plus_00_dot_09_bar__minus_02_dot_74 - object
        Pot_bar__plus_00_dot_16_bar__plus_00_dot_58_bar__minus_01_dot_81 - object
        Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_39_bar__plus_00_dot_63 - receptacle
        Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_55_bar__plus_00_dot_59 - receptacle
        Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_01_dot_16 - receptacle
        Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__plus_02_dot_11 - receptacle
        Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_01_dot_21 - receptacle
        CounterTop_bar__minus_00_dot_97_bar__plus_00_dot_97_bar__plus_00_dot_92 - receptacle
        Fridge_bar__minus_01_dot_00_bar__plus_00_dot_00_bar__plus_00_dot_12 - receptacle
        Microwave_bar__plus_01_dot_63_bar__plus_01_dot_48_bar__plus_01_dot_65 - receptacle
        Sink_bar__plus_01_dot_54_bar__plus_00_dot_87_bar__plus_01_dot_64_bar_SinkBasin - receptacle
        loc_bar_0_bar_0_bar_3_bar_30 - location
        loc_bar_0_bar_7_bar_3_bar__minus_30 - location
        loc_bar_1_bar_11_bar_3_bar_30 - location
        loc_bar_1_bar_5_bar_1_bar_30 - location
        loc_bar_1_bar__minus_4_bar_2_bar_30 - location
        loc_bar_2_bar_1_bar_1_bar_30 - location
        loc_bar_3_bar_3_bar_1_bar_0 - location
        loc_bar_4_bar_5_bar_1_bar_30 - location
        loc_bar_4_bar_6_bar_1_bar_0 - location
        loc_bar__minus_1_bar_4_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_1_bar__minus_4_bar_2_bar_30)
        (receptacleType Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_39_bar__plus_00_dot_63 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_39_bar__plus_00_dot_63 loc_bar_1_bar_5_bar_1_bar_30)
        (openable Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_39_bar__plus_00_dot_63)
        (receptacleType Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_55_bar__plus_00_dot_59 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_55_bar__plus_00_dot_59 loc_bar_2_bar_1_bar_1_bar_30)
        (openable Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_55_bar__plus_00_dot_59)
        (receptacleType Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_01_dot_16 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_01_dot_16 loc_bar_3_bar_3_bar_1_bar_0)
        (openable Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_01_dot_16)
        (receptacleType Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__plus_02_dot_11 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__plus_02_dot_11 loc_bar_1_bar_11_bar_3_bar_30)
        (openable Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__plus_02_dot_11)
        (receptacleType Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_01_dot_21 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_01_dot_21 loc_bar_0_bar_7_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_01_dot_21)
        (receptacleType CounterTop_bar__minus_00_dot_97_bar__plus_00_dot_97_bar__plus_00_dot_92 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_97_bar__plus_00_dot_97_bar__plus_00_dot_92 loc_bar__minus_1_bar_4_bar_3_bar_30)
        (receptacleType Fridge_bar__minus_01_dot_00_bar__plus_00_dot_00_bar__plus_00_dot_12 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_01_dot_00_bar__plus_00_dot_00_bar__plus_00_dot_12 loc_bar_0_bar_0_bar_3_bar_30)
        (openable Fridge_bar__minus_01_dot_00_bar__plus_00_dot_00_bar__plus_00_dot_12)
        (receptacleType Microwave_bar__plus_01_dot_63_bar__plus_01_dot_48_bar__plus_01_dot_65 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_01_dot_63_bar__plus_01_dot_48_bar__plus_01_dot_65 loc_bar_4_bar_6_bar_1_bar_0)
        (openable Microwave_bar__plus_01_dot_63_bar__plus_01_dot_48_bar__plus_01_dot_65)
        (receptacleType Sink_bar__plus_01_dot_54_bar__plus_00_dot_87_bar__plus_01_dot_64_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_01_dot_54_bar__plus_00_dot_87_bar__plus_01_dot_64_bar_SinkBasin loc_bar_4_bar_5_bar_1_bar_30)
        (canContain CabinetType MugType)
        (canContain CabinetType PlateType)
        (canContain CabinetType PotType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType TomatoType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType MugType)
        (canContain FridgeType PlateType)
        (canContain FridgeType PotType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType PlateType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType TomatoType)
        (objectType Tomato_bar__minus_00_dot_02_bar__plus_00_dot_88_bar__plus_00_dot_15 TomatoType)
        (inReceptacle Tomato_bar__minus_00_dot_02_bar__plus_00_dot_88_bar__plus_00_dot_15 Fridge_bar__minus_01_dot_00_bar__plus_00_dot_00_bar__plus_00_dot_12)
        (objectAtLocation Tomato_bar__minus_00_dot_02_bar__plus_00_dot_88_bar__plus_00_dot_15 loc_bar_0_bar_0_bar_3_bar_30)
        (pickupable Tomato_bar__minus_00_dot_02_bar__plus_00_dot_88_bar__plus_00_dot_15)
        (cleanable Tomato_bar__minus_00_dot_02_bar__plus_00_dot_88_bar__plus_00_dot_15)
        (heatable Tomato_bar__minus_00_dot_02_bar__plus_00_dot_88_bar__plus_00_dot_15)
        (coolable Tomato_bar__minus_00_dot_02_bar__plus_00_dot_88_bar__plus_00_dot_15)
        (sliceable Tomato_bar__minus_00_dot_02_bar__plus_00_dot_88_bar__plus_00_dot_15)
        (objectType Tomato_bar__plus_01_dot_80_bar__plus_00_dot_86_bar__minus_02_dot_08 TomatoType)
        (inReceptacle Tomato_bar__plus_01_dot_80_bar__plus_00_dot_86_bar__minus_02_dot_08 Fridge_bar__minus_01_dot_00_bar__plus_00_dot_00_bar__plus_00_dot_12)
        (objectAtLocation Tomato_bar__plus_01_dot_80_bar__plus_00_dot_86_bar__minus_02_dot_08 loc_bar_0_bar_0_bar_3_bar_30)
        (pickupable Tomato_bar__plus_01_dot_80_bar__plus_00_dot_86_bar__minus_02_dot_08)
        (cleanable Tomato_bar__plus_01_dot_80_bar__plus_00_dot_86_bar__minus_02_dot_08)
        (heatable Tomato_bar__plus_01_dot_80_bar__plus_00_dot_86_bar__minus_02_dot_08)
        (coolable Tomato_bar__plus_01_dot_80_bar__plus_00_dot_86_bar__minus_02_dot_08)
        (sliceable Tomato_bar__plus_01_dot_80_bar__plus_00_dot_86_bar__minus_02_dot_08)
        (objectType Tomato_bar__plus_02_dot_45_bar__plus_00_dot_86_bar__minus_01_dot_38 TomatoType)
        (inReceptacle Tomato_bar__plus_02_dot_45_bar__plus_00_dot_86_bar__minus_01_dot_38 Fridge_bar__minus_01_dot_00_bar__plus_00_dot_00_bar__plus_00_dot_12)
        (objectAtLocation Tomato_bar__plus_02_dot_45_bar__plus_00_dot_86_bar__minus_01_dot_38 loc_bar_0_bar_0_bar_3_bar_30)
        (pickupable Tomato_bar__plus_02_dot_45_bar__plus_00_dot_86_bar__minus_01_dot_38)
        (cleanable Tomato_bar__plus_02_dot_45_bar__plus_00_dot_86_bar__minus_01_dot_38)
        (heatable Tomato_bar__plus_02_dot_45_bar__plus_00_dot_86_bar__minus_01_dot_38)
        (coolable Tomato_bar__plus_02_dot_45_bar__plus_00_dot_86_bar__minus_01_dot_38)
        (sliceable Tomato_bar__plus_02_dot_45_bar__plus_00_dot_86_bar__minus_01_dot_38)
        (objectType Lettuce_bar__minus_00_dot_24_bar__plus_00_dot_91_bar__minus_00_dot_03 LettuceType)
        (inReceptacle Lettuce_bar__minus_00_dot_24_bar__plus_00_dot_91_bar__minus_00_dot_03 Sink_bar__plus_01_dot_54_bar__plus_00_dot_87_bar__plus_01_dot_64_bar_SinkBasin)
        (objectAtLocation Lettuce_bar__minus_00_dot_24_bar__plus_00_dot_91_bar__minus_00_dot_03 loc_bar_4_bar_5_bar_1_bar_30)
        (pickupable Lettuce_bar__minus_00_dot_24_bar__plus_00_dot_91_bar__minus_00_dot_03)
        (cleanable Lettuce_bar__minus_00_dot_24_bar__plus_00_dot_91_bar__minus_00_dot_03)
        (coolable Lettuce_bar__minus_00_dot_24_bar__plus_00_dot_91_bar__minus_00_dot_03)
        (sliceable Lettuce_bar__minus_00_dot_24_bar__plus_00_dot_91_bar__minus_00_dot_03)
        (objectType Mug_bar__minus_02_dot_22_bar__plus_01_dot_23_bar__minus_00_dot_65 MugType)
        (inReceptacle Mug_bar__minus_02_dot_22_bar__plus_01_dot_23_bar__minus_00_dot_65 Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__plus_02_dot_11)
        (objectAtLocation Mug_bar__minus_02_dot_22_bar__plus_01_dot_23_bar__minus_00_dot_65 loc_bar_1_bar_11_bar_3_bar_30)
        (pickupable Mug_bar__minus_02_dot_22_bar__plus_01_dot_23_bar__minus_00_dot_65)
        (cleanable Mug_bar__minus_02_dot_22_bar__plus_01_dot_23_bar__minus_00_dot_65)
        (heatable Mug_bar__minus_02_dot_22_bar__plus_01_dot_23_bar__minus_00_dot_65)
        (coolable Mug_bar__minus_02_dot_22_bar__plus_01_dot_23_bar__minus_00_dot_65)
        (isReceptacleObject Mug_bar__minus_02_dot_22_bar__plus_01_dot_23_bar__minus_00_dot_65)
        (objectType Plate_bar__plus_01_dot_34_bar__plus_01_dot_05_bar__minus_00_dot_91 PlateType)
        (inReceptacle Plate_bar__plus_01_dot_34_bar__plus_01_dot_05_bar__minus_00_dot_91 Microwave_bar__plus_01_dot_63_bar__plus_01_dot_48_bar__plus_01_dot_65)
        (objectAtLocation Plate_bar__plus_01_dot_34_bar__plus_01_dot_05_bar__minus_00_dot_91 loc_bar_4_bar_6_bar_1_bar_0)
        (pickupable Plate_bar__plus_01_dot_34_bar__plus_01_dot_05_bar__minus_00_dot_91)
        (cleanable Plate_bar__plus_01_dot_34_bar__plus_01_dot_05_bar__minus_00_dot_91)
        (heatable Plate_bar__plus_01_dot_34_bar__plus_01_dot_05_bar__minus_00_dot_91)
        (coolable Plate_bar__plus_01_dot_34_bar__plus_01_dot_05_bar__minus_00_dot_91)
        (isReceptacleObject Plate_bar__plus_01_dot_34_bar__plus_01_dot_05_bar__minus_00_dot_91)
        (objectType Pot_bar__plus_02_dot_59_bar__plus_00_dot_09_bar__minus_02_dot_74 PotType)
        (inReceptacle Pot_bar__plus_02_dot_59_bar__plus_00_dot_09_bar__minus_02_dot_74 Fridge_bar__minus_01_dot_00_bar__plus_00_dot_00_bar__plus_00_dot_12)
        (objectAtLocation Pot_bar__plus_02_dot_59_bar__plus_00_dot_09_bar__minus_02_dot_74 loc_bar_0_bar_0_bar_3_bar_30)
        (pickupable Pot_bar__plus_02_dot_59_bar__plus_00_dot_09_bar__minus_02_dot_74)
        (cleanable Pot_bar__plus_02_dot_59_bar__plus_00_dot_09_bar__minus_02_dot_74)
        (coolable Pot_bar__plus_02_dot_59_bar__plus_00_dot_09_bar__minus_02_dot_74)
        (isReceptacleObject Pot_bar__plus_02_dot_59_bar__plus_00_dot_09_bar__minus_02_dot_74)
        (objectType Pot_bar__plus_00_dot_16_bar__plus_00_dot_58_bar__minus_01_dot_81 PotType)
        (inReceptacle Pot_bar__plus_00_dot_16_bar__plus_00_dot_58_bar__minus_01_dot_81 Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_55_bar__plus_00_dot_59)
        (objectAtLocation Pot_bar__plus_00_dot_16_bar__plus_00_dot_58_bar__minus_01_dot_81 loc_bar_2_bar_1_bar_1_bar_30)
        (pickupable Pot_bar__plus_00_dot_16_bar__plus_00_dot_58_bar__minus_01_dot_81)
        (cleanable Pot_bar__plus_00_dot_16_bar__plus_00_dot_58_bar__minus_01_dot_81)
        (coolable Pot_bar__plus_00_dot_16_bar__plus_00_dot_58_bar__minus_01_dot_81)
        (isReceptacleObject Pot_bar__plus_00_dot_16_bar__plus_00_dot_58_bar__minus_01_dot_81)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o TomatoType)
                            (receptacleType ?r SinkBasinType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
