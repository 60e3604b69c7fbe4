(define (problem plan_trial_T00000000_000001_000149)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        AppleType - otype
        BreadType - otype
        ButterKnifeType - otype
        KnifeType - otype
        LettuceType - otype
        MugType - otype
        PotatoType - otype
        TomatoType - otype
        Mug_bar__plus_01_dot_96_bar__plus_00_dot_17_bar__minus_00_dot_92 - object
        Mug_bar__plus_01_dot_10_bar__plus_01_dot_30_bar__plus_02_dot_39 - object
        Apple_bar__plus_01_dot_47_bar__plus_01_dot_38_bar__plus_01_dot_23 - object
        Bread_bar__minus_02_dot_39_bar__plus_00_dot_05_bar__plus_02_dot_34 - object
        Lettuce_bar__plus_02_dot_80_bar__plus_01_dot_42_bar__minus_00_dot_21 - object
        Potato_bar__minus_00_dot_89_bar__plus_01_dot_21_bar__minus_00_dot_36 - object
        Potato_bar__minus_01_dot_18_bar__plus_01_dot_35_bar__plus_00_dot_47 - object
        Tomato_bar__minus_00_dot_80_bar__plus_00_dot_27_bar__plus_00_dot_33 - object
        Tomato_bar__minus_02_dot_90_bar__plus_01_dot_34_bar__minus_00_dot_33 - object
        Cabinet_bar__minus_00_dot_19_bar__plus_01_dot_21_bar__minus_04_dot_24 - receptacle
        Cabinet_bar__minus_00_dot_61_bar__plus_00_dot_39_bar__minus_03_dot_51 - receptacle
        Cabinet_bar__minus_01_dot_36_bar__plus_00_dot_39_bar__minus_03_dot_51 - receptacle
        Cabinet_bar__minus_02_dot_15_bar__plus_00_dot_39_bar__minus_03_dot_51 - receptacle
        Cabinet_bar__minus_02_dot_81_bar__plus_01_dot_81_bar__minus_03_dot_76 - receptacle
        Cabinet_bar__minus_03_dot_02_bar__plus_02_dot_10_bar__minus_02_dot_68 - receptacle
        Microwave_bar__minus_00_dot_14_bar__plus_00_dot_90_bar__minus_00_dot_91 - receptacle
        Sink_bar__minus_01_dot_79_bar__plus_00_dot_90_bar__minus_03_dot_75_bar_SinkBasin - receptacle
        loc_bar_1_bar__minus_3_bar_0_bar_30 - location
        loc_bar__minus_4_bar__minus_10_bar_2_bar_30 - location
        loc_bar__minus_4_bar__minus_3_bar_1_bar_30 - location
        loc_bar__minus_5_bar__minus_10_bar_2_bar_30 - location
        loc_bar__minus_5_bar__minus_13_bar_1_bar_0 - location
        loc_bar__minus_8_bar__minus_11_bar_3_bar__minus_30 - location
        loc_bar__minus_8_bar__minus_13_bar_2_bar_30 - location
        loc_bar__minus_9_bar__minus_10_bar_2_bar_30 - location
        loc_bar__minus_9_bar__minus_12_bar_2_bar_0 - location
        )
(:init
        (atLocation agent1 loc_bar_1_bar__minus_3_bar_0_bar_30)
        (receptacleType Cabinet_bar__minus_00_dot_19_bar__plus_01_dot_21_bar__minus_04_dot_24 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_19_bar__plus_01_dot_21_bar__minus_04_dot_24 loc_bar__minus_5_bar__minus_13_bar_1_bar_0)
        (openable Cabinet_bar__minus_00_dot_19_bar__plus_01_dot_21_bar__minus_04_dot_24)
        (receptacleType Cabinet_bar__minus_00_dot_61_bar__plus_00_dot_39_bar__minus_03_dot_51 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_61_bar__plus_00_dot_39_bar__minus_03_dot_51 loc_bar__minus_5_bar__minus_10_bar_2_bar_30)
        (openable Cabinet_bar__minus_00_dot_61_bar__plus_00_dot_39_bar__minus_03_dot_51)
        (receptacleType Cabinet_bar__minus_01_dot_36_bar__plus_00_dot_39_bar__minus_03_dot_51 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_36_bar__plus_00_dot_39_bar__minus_03_dot_51 loc_bar__minus_4_bar__minus_10_bar_2_bar_30)
        (openable Cabinet_bar__minus_01_dot_36_bar__plus_00_dot_39_bar__minus_03_dot_51)
        (receptacleType Cabinet_bar__minus_02_dot_15_bar__plus_00_dot_39_bar__minus_03_dot_51 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_15_bar__plus_00_dot_39_bar__minus_03_dot_51 loc_bar__minus_9_bar__minus_10_bar_2_bar_30)
        (openable Cabinet_bar__minus_02_dot_15_bar__plus_00_dot_39_bar__minus_03_dot_51)
        (receptacleType Cabinet_bar__minus_02_dot_81_bar__plus_01_dot_81_bar__minus_03_dot_76 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_81_bar__plus_01_dot_81_bar__minus_03_dot_76 loc_bar__minus_9_bar__minus_12_bar_2_bar_0)
        (openable Cabinet_bar__minus_02_dot_81_bar__plus_01_dot_81_bar__minus_03_dot_76)
        (receptacleType Cabinet_bar__minus_03_dot_02_bar__plus_02_dot_10_bar__minus_02_dot_68 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_02_bar__plus_02_dot_10_bar__minus_02_dot_68 loc_bar__minus_8_bar__minus_11_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_03_dot_02_bar__plus_02_dot_10_bar__minus_02_dot_68)
        (receptacleType Microwave_bar__minus_00_dot_14_bar__plus_00_dot_90_bar__minus_00_dot_91 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_00_dot_14_bar__plus_00_dot_90_bar__minus_00_dot_91 loc_bar__minus_4_bar__minus_3_bar_1_bar_30)
        (openable Microwave_bar__minus_00_dot_14_bar__plus_00_dot_90_bar__minus_00_dot_91)
        (receptacleType Sink_bar__minus_01_dot_79_bar__plus_00_dot_90_bar__minus_03_dot_75_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_01_dot_79_bar__plus_00_dot_90_bar__minus_03_dot_75_bar_SinkBasin loc_bar__minus_8_bar__minus_13_bar_2_bar_30)
        (canContain CabinetType MugType)
        (canContain FridgeType AppleType)
        (canContain FridgeType BreadType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType MugType)
        (canContain FridgeType PotatoType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType PotatoType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PotatoType)
        (canContain SinkBasinType TomatoType)
        (objectType Mug_bar__plus_01_dot_96_bar__plus_00_dot_17_bar__minus_00_dot_92 MugType)
        (inReceptacle Mug_bar__plus_01_dot_96_bar__plus_00_dot_17_bar__minus_00_dot_92 Cabinet_bar__minus_02_dot_81_bar__plus_01_dot_81_bar__minus_03_dot_76)
        (objectAtLocation Mug_bar__plus_01_dot_96_bar__plus_00_dot_17_bar__minus_00_dot_92 loc_bar__minus_9_bar__minus_12_bar_2_bar_0)
        (pickupable Mug_bar__plus_01_dot_96_bar__plus_00_dot_17_bar__minus_00_dot_92)
        (cleanable Mug_bar__plus_01_dot_96_bar__plus_00_dot_17_bar__minus_00_dot_92)
        (heatable Mug_bar__plus_01_dot_96_bar__plus_00_dot_17_bar__minus_00_dot_92)
        (coolable Mug_bar__plus_01_dot_96_bar__plus_00_dot_17_bar__minus_00_dot_92)
        (isReceptacleObject Mug_bar__plus_01_dot_96_bar__plus_00_dot_17_bar__minus_00_dot_92)
        (objectType Mug_bar__plus_01_dot_10_bar__plus_01_dot_30_bar__plus_02_dot_39 MugType)
        (inReceptacle Mug_bar__plus_01_dot_10_bar__plus_01_dot_30_bar__plus_02_dot_39 Cabinet_bar__minus_00_dot_61_bar__plus_00_dot_39_bar__minus_03_dot_51)
        (objectAtLocation Mug_bar__plus_01_dot_10_bar__plus_01_dot_30_bar__plus_02_dot_39 loc_bar__minus_5_bar__minus_10_bar_2_bar_30)
        (pickupable Mug_bar__plus_01_dot_10_bar__plus_01_dot_30_bar__plus_02_dot_39)
        (cleanable Mug_bar__plus_01_dot_10_bar__plus_01_dot_30_bar__plus_02_dot_39)
        (heatable Mug_bar__plus_01_dot_10_bar__plus_01_dot_30_bar__plus_02_dot_39)
        (coolable Mug_bar__plus_01_dot_10_bar__plus_01_dot_30_bar__plus_02_dot_39)
        (isReceptacleObject Mug_bar__plus_01_dot_10_bar__plus_01_dot_30_bar__plus_02_dot_39)
        (objectType Apple_bar__plus_01_dot_47_bar__plus_01_dot_38_bar__plus_01_dot_23 AppleType)
        (inReceptacle Apple_bar__plus_01_dot_47_bar__plus_01_dot_38_bar__plus_01_dot_23 Sink_bar__minus_01_dot_79_bar__plus_00_dot_90_bar__minus_03_dot_75_bar_SinkBasin)
        (objectAtLocation Apple_bar__plus_01_dot_47_bar__plus_01_dot_38_bar__plus_01_dot_23 loc_bar__minus_8_bar__minus_13_bar_2_bar_30)
        (pickupable Apple_bar__plus_01_dot_47_bar__plus_01_dot_38_bar__plus_01_dot_23)
        (cleanable Apple_bar__plus_01_dot_47_bar__plus_01_dot_38_bar__plus_01_dot_23)
        (heatable Apple_bar__plus_01_dot_47_bar__plus_01_dot_38_bar__plus_01_dot_23)
        (coolable Apple_bar__plus_01_dot_47_bar__plus_01_dot_38_bar__plus_01_dot_23)
        (sliceable Apple_bar__plus_01_dot_47_bar__plus_01_dot_38_bar__plus_01_dot_23)
        (objectType Bread_bar__minus_02_dot_39_bar__plus_00_dot_05_bar__plus_02_dot_34 BreadType)
        (inReceptacle Bread_bar__minus_02_dot_39_bar__plus_00_dot_05_bar__plus_02_dot_34 Microwave_bar__minus_00_dot_14_bar__plus_00_dot_90_bar__minus_00_dot_91)
        (objectAtLocation Bread_bar__minus_02_dot_39_bar__plus_00_dot_05_bar__plus_02_dot_34 loc_bar__minus_4_bar__minus_3_bar_1_bar_30)
        (pickupable Bread_bar__minus_02_dot_39_bar__plus_00_dot_05_bar__plus_02_dot_34)
        (heatable Bread_bar__minus_02_dot_39_bar__plus_00_dot_05_bar__plus_02_dot_34)
        (coolable Bread_bar__minus_02_dot_39_bar__plus_00_dot_05_bar__plus_02_dot_34)
        (sliceable Bread_bar__minus_02_dot_39_bar__plus_00_dot_05_bar__plus_02_dot_34)
        (objectType Lettuce_bar__plus_02_dot_80_bar__plus_01_dot_42_bar__minus_00_dot_21 LettuceType)
        (inReceptacle Lettuce_bar__plus_02_dot_80_bar__plus_01_dot_42_bar__minus_00_dot_21 Sink_bar__minus_01_dot_79_bar__plus_00_dot_90_bar__minus_03_dot_75_bar_SinkBasin)
        (objectAtLocation Lettuce_bar__plus_02_dot_80_bar__plus_01_dot_42_bar__minus_00_dot_21 loc_bar__minus_8_bar__minus_13_bar_2_bar_30)
        (pickupable Lettuce_bar__plus_02_dot_80_bar__plus_01_dot_42_bar__minus_00_dot_21)
        (cleanable Lettuce_bar__plus_02_dot_80_bar__plus_01_dot_42_bar__minus_00_dot_21)
        (coolable Lettuce_bar__plus_02_dot_80_bar__plus_01_dot_42_bar__minus_00_dot_21)
        (sliceable Lettuce_bar__plus_02_dot_80_bar__plus_01_dot_42_bar__minus_00_dot_21)
        (objectType Potato_bar__minus_00_dot_89_bar__plus_01_dot_21_bar__minus_00_dot_36 PotatoType)
        (inReceptacle Potato_bar__minus_00_dot_89_bar__plus_01_dot_21_bar__minus_00_dot_36 Microwave_bar__minus_00_dot_14_bar__plus_00_dot_90_bar__minus_00_dot_91)
        (objectAtLocation Potato_bar__minus_00_dot_89_bar__plus_01_dot_21_bar__minus_00_dot_36 loc_bar__minus_4_bar__minus_3_bar_1_bar_30)
        (pickupable Potato_bar__minus_00_dot_89_bar__plus_01_dot_21_bar__minus_00_dot_36)
        (cleanable Potato_bar__minus_00_dot_89_bar__plus_01_dot_21_bar__minus_00_dot_36)
        (heatable Potato_bar__minus_00_dot_89_bar__plus_01_dot_21_bar__minus_00_dot_36)
        (coolable Potato_bar__minus_00_dot_89_bar__plus_01_dot_21_bar__minus_00_dot_36)
        (sliceable Potato_bar__minus_00_dot_89_bar__plus_01_dot_21_bar__minus_00_dot_36)
        (objectType Potato_bar__minus_01_dot_18_bar__plus_01_dot_35_bar__plus_00_dot_47 PotatoType)
        (inReceptacle Potato_bar__minus_01_dot_18_bar__plus_01_dot_35_bar__plus_00_dot_47 Microwave_bar__minus_00_dot_14_bar__plus_00_dot_90_bar__minus_00_dot_91)
        (objectAtLocation Potato_bar__minus_01_dot_18_bar__plus_01_dot_35_bar__plus_00_dot_47 loc_bar__minus_4_bar__minus_3_bar_1_bar_30)
        (pickupable Potato_bar__minus_01_dot_18_bar__plus_01_dot_35_bar__plus_00_dot_47)
        (cleanable Potato_bar__minus_01_dot_18_bar__plus_01_dot_35_bar__plus_00_dot_47)
        (heatable Potato_bar__minus_01_dot_18_bar__plus_01_dot_35_bar__plus_00_dot_47)
        (coolable Potato_bar__minus_01_dot_18_bar__plus_01_dot_35_bar__plus_00_dot_47)
        (sliceable Potato_bar__minus_01_dot_18_bar__plus_01_dot_35_bar__plus_00_dot_47)
        (objectType Tomato_bar__minus_00_dot_80_bar__plus_00_dot_27_bar__plus_00_dot_33 TomatoType)
        (inReceptacle Tomato_bar__minus_00_dot_80_bar__plus_00_dot_27_bar__plus_00_dot_33 Microwave_bar__minus_00_dot_14_bar__plus_00_dot_90_bar__minus_00_dot_91)
        (objectAtLocation Tomato_bar__minus_00_dot_80_bar__plus_00_dot_27_bar__plus_00_dot_33 loc_bar__minus_4_bar__minus_3_bar_1_bar_30)
        (pickupable Tomato_bar__minus_00_dot_80_bar__plus_00_dot_27_bar__plus_00_dot_33)
        (cleanable Tomato_bar__minus_00_dot_80_bar__plus_00_dot_27_bar__plus_00_dot_33)
        (heatable Tomato_bar__minus_00_dot_80_bar__plus_00_dot_27_bar__plus_00_dot_33)
        (coolable Tomato_bar__minus_00_dot_80_bar__plus_00_dot_27_bar__plus_00_dot_33)
        (sliceable Tomato_bar__minus_00_dot_80_bar__plus_00_dot_27_bar__plus_00_dot_33)
        (objectType Tomato_bar__minus_02_dot_90_bar__plus_01_dot_34_bar__minus_00_dot_33 TomatoType)
        (inReceptacle Tomato_bar__minus_02_dot_90_bar__plus_01_dot_34_bar__minus_00_dot_33 Microwave_bar__minus_00_dot_14_bar__plus_00_dot_90_bar__minus_00_dot_91)
        (objectAtLocation Tomato_bar__minus_02_dot_90_bar__plus_01_dot_34_bar__minus_00_dot_33 loc_bar__minus_4_bar__minus_3_bar_1_bar_30)
        (pickupable Tomato_bar__minus_02_dot_90_bar__plus_01_dot_34_bar__minus_00_dot_33)
        (cleanable Tomato_bar__minus_02_dot_90_bar__plus_01_dot_34_bar__minus_00_dot_33)
        (heatable Tomato_bar__minus_02_dot_90_bar__plus_01_dot_34_bar__minus_00_dot_33)
        (coolable Tomato_bar__minus_02_dot_90_bar__plus_01_dot_34_bar__minus_00_dot_33)
        (sliceable Tomato_bar__minus_02_dot_90_bar__plus_01_dot_34_bar__minus_00_dot_33)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o MugType)
                            (receptacleType ?r SinkBasinType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
